import { chatPlanOfferSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { requireChatAccount } from '../../sessions/chat-scope';
import { chatPlanOfferOf } from './chat-plan-offer';

const paramsSchema = z.object({ accountId: z.coerce.number().int().positive('Invalid account') });

/**
 * The chat's settlement and plan requests (decision 0063) lead to the Payment plan page; for a verified
 * account the answer says what that page can offer. Scope-checked like every chat read.
 */
export const chatPlanRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/chat/plan-offer/:accountId',
    { schema: { params: paramsSchema, response: { 200: chatPlanOfferSchema } } },
    async (request, reply) => {
      const debtAccountId = request.params.accountId;
      await requireChatAccount(deps, request, debtAccountId);
      const offer = await chatPlanOfferOf(deps.db, debtAccountId);
      if (!offer) throw new HttpError(404, 'Account not found');
      reply.header('cache-control', 'no-store');
      return offer;
    },
  );
};
