import {
  chatContactUpdateBodySchema,
  chatContactUpdateResponseSchema,
  chatPaymentsResponseSchema,
  MAX_ROW_ID,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { chatPaymentsOf, insertContactChangeRequest } from './chat-account.repository';
import { requireChatAccount } from './chat-scope';

const INVALID_ACCOUNT = 'Invalid account';
const debtorIdParamsSchema = z.object({
  debtorId: z.coerce
    .number({ error: INVALID_ACCOUNT })
    .int(INVALID_ACCOUNT)
    .positive(INVALID_ACCOUNT)
    .max(MAX_ROW_ID, INVALID_ACCOUNT),
});

/** What a verified chat reads and asks about its own accounts (docs/product/chat.md); every id is scope-checked. */
export const chatAccountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/chat/payments/:debtorId',
    { schema: { params: debtorIdParamsSchema, response: { 200: chatPaymentsResponseSchema } } },
    async (request, reply) => {
      await requireChatAccount(deps, request, request.params.debtorId);
      reply.header('cache-control', 'no-store');
      return chatPaymentsOf(deps.db, request.params.debtorId);
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
