import { statementRequestBodySchema, statementResponseSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { debtorActionLanguage } from '../../i18n/language';
import { requireChatDebtor } from '../../sessions/chat-scope';
import { requestStatement } from './statements.service';

/** The chat's statement call (docs/product/statements.md): a verified chat session, for one of its own accounts. */
export const statementsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/statements/request-statement',
    {
      config: { throttle: 'statement-request' },
      schema: { body: statementRequestBodySchema, response: { 200: statementResponseSchema } },
    },
    async (request, reply) => {
      const { debtorId, deliveryMethod, email } = request.body;
      // A handle asks for the statement of the account the chat opened on (decision 0047).
      const { accountIds } = await requireChatDebtor(deps, request, debtorId);
      reply.header('cache-control', 'no-store');
      return requestStatement(deps, {
        accountId: accountIds[0],
        deliveryMethod,
        email,
        origin: request.origin,
        lang: debtorActionLanguage(request),
      });
    },
  );
};
