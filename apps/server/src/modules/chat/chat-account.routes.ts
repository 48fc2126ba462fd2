import {
  accountSummarySchema,
  chatContactUpdateBodySchema,
  chatContactUpdateResponseSchema,
  chatDebtorIdSchema,
  chatPaymentsResponseSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { chatSessionOf, requireChatAccount, requireChatDebtor } from '../../sessions/chat-scope';
import { accountSummaryOf } from '../payments';
import { chatPaymentsOf, insertContactChangeRequest } from './chat-account.repository';

/** An account id of the session, or the session's handle (decision 0047). */
const debtorIdParamsSchema = z.object({ debtorId: chatDebtorIdSchema('Invalid account') });

/** What a verified chat reads and asks about its own accounts (docs/product/chat.md); every id is scope-checked. */
export const chatAccountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/chat/payments/:debtorId',
    { schema: { params: debtorIdParamsSchema, response: { 200: chatPaymentsResponseSchema } } },
    async (request, reply) => {
      const { accountIds, byHandle } = await requireChatDebtor(deps, request, request.params.debtorId);
      reply.header('cache-control', 'no-store');
      return chatPaymentsOf(deps.db, accountIds, byHandle);
    },
  );

  // The portal's one summary (decision 0045) over the session's verified accounts, so the chat's
  // balance shows the same original, adjustments, payments and current balance as the portal.
  app.get(
    '/api/chat/account-summary',
    { schema: { response: { 200: accountSummarySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountSummaryOf(deps.db, { accountIds: chatSessionOf(request).accountIds });
    },
  );

  app.post(
    '/api/chat/contact-update',
    { schema: { body: chatContactUpdateBodySchema, response: { 200: chatContactUpdateResponseSchema } } },
    async (request) => {
      const { debtAccountId, ...change } = request.body;
      await requireChatAccount(deps, request, debtAccountId);
      const requestId = await insertContactChangeRequest(deps.db, { debtAccountId, ...change });
      return { success: true, requestId };
    },
  );
};
