import {
  agentEDeliveryBodySchema,
  E_DELIVERY_MESSAGES,
  eDeliveryBodySchema,
  eDeliveryStateSchema,
  eDeliveryStatesSchema,
} from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { recordSecurityEvent } from '../../security/security-events';
import { accountIdParamsSchema } from '../accounts';
import { loadPayingAccount } from '../payments';
import { debtorEDeliveryStates, giveEDeliveryConsent, withdrawEDeliveryConsent } from './e-delivery.service';

/** The debtor's own account, or a 403 and a security event (another's and a missing one alike). */
async function ownAccount(deps: AppDeps, request: FastifyRequest, debtAccountId: number): Promise<number> {
  const user = sessionOf(request).user;
  const account = await loadPayingAccount(deps.db, debtAccountId);
  if (account && account.userId === user.id) return account.id;
  await recordSecurityEvent(deps.db, {
    type: 'e_delivery_denied',
    success: false,
    description: `Debtor tried to change e-mail delivery of account ${debtAccountId}, which is not theirs`,
    origin: request.origin,
    user,
    details: { debtAccountId },
  });
  throw new HttpError(403, E_DELIVERY_MESSAGES.notYourAccount);
}

/** Consent to letters by e-mail (E-SIGN; decision 0069): the debtor on the portal, an agent on the workspace. */
export const eDeliveryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/customer/e-delivery',
    { schema: { response: { 200: eDeliveryStatesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return debtorEDeliveryStates(db, sessionOf(request).user.id);
    },
  );

  app.post(
    '/api/customer/e-delivery',
    { schema: { body: eDeliveryBodySchema, response: { 200: eDeliveryStateSchema } } },
    async (request) => {
      const accountId = await ownAccount(deps, request, request.body.debtAccountId);
      return giveEDeliveryConsent(db, {
        accountId,
        method: 'portal',
        userId: sessionOf(request).user.id,
        ipAddress: request.origin.ip,
        language: request.body.language,
        now: deps.clock(),
      });
    },
  );

  app.delete(
    '/api/customer/e-delivery',
    { schema: { body: eDeliveryBodySchema, response: { 200: eDeliveryStateSchema } } },
    async (request) => {
      const accountId = await ownAccount(deps, request, request.body.debtAccountId);
      return withdrawEDeliveryConsent(db, {
        accountId,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      });
    },
  );

  app.post(
    '/api/debtors/:id/e-delivery',
    {
      schema: {
        params: accountIdParamsSchema,
        body: agentEDeliveryBodySchema,
        response: { 200: eDeliveryStateSchema },
      },
    },
    async (request) =>
      giveEDeliveryConsent(db, {
        accountId: request.params.id,
        method: 'agent',
        userId: sessionOf(request).user.id,
        ipAddress: request.origin.ip,
        note: request.body.note,
        now: deps.clock(),
      }),
  );
};
