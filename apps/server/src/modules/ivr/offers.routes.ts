import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { acceptOffer, currentOffers } from './ivr-offers';

const offerSchema = z.object({
  callSid: z.string(),
  accountId: z.number().nullable(),
  accountNumber: z.string().nullable(),
  debtorName: z.string().nullable(),
  identityVerified: z.boolean(),
  from: z.string(),
  offeredAt: z.string(),
});

/**
 * The calls the IVR is transferring to the signed-in agent (the workspace's screen pop), and taking
 * one: `GET /api/telephony/offers`, `POST /api/telephony/offers/{callSid}/accept` (back office).
 */
export const offerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/telephony/offers',
    { schema: { response: { 200: z.object({ offers: z.array(offerSchema) }) } } },
    async (request) => ({ offers: await currentOffers(deps, sessionOf(request).user) }),
  );

  app.post(
    '/api/telephony/offers/:callSid/accept',
    {
      schema: {
        params: z.object({ callSid: z.string().trim().min(1).max(64) }),
        response: { 200: offerSchema },
      },
    },
    async (request) => acceptOffer(deps, sessionOf(request).user, request.params.callSid),
  );
};
