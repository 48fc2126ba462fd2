import { markSmsReadAnswerSchema, sendSmsBodySchema, smsHistoryItemSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { accountIdParamsSchema, requireAccount } from '../accounts';
import { markSmsRead, sendSmsToDebtor, smsHistory } from './sms.service';

const sendSmsAnswerSchema = z.object({ success: z.literal(true), id: z.number(), status: z.string() });

/**
 * The agent's text messages (docs/product/contact-center.md): send one, read the account's SMS history,
 * and mark the consumer's replies read (decision 0040).
 */
export const smsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/debtors/:id/send-sms',
    {
      schema: {
        params: accountIdParamsSchema,
        body: sendSmsBodySchema,
        response: { 200: sendSmsAnswerSchema },
      },
    },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      const sent = await sendSmsToDebtor(deps, {
        debtAccountId,
        user: sessionOf(request).user,
        phoneNumber: request.body.phoneNumber,
        message: request.body.message,
        language: request.body.language,
        log: request.log,
      });
      return { success: true as const, ...sent };
    },
  );

  app.get(
    '/api/debtors/:id/sms',
    { schema: { params: accountIdParamsSchema, response: { 200: z.array(smsHistoryItemSchema) } } },
    async (request) => smsHistory(deps, (await requireAccount(deps.db, request.params.id)).id),
  );

  app.post(
    '/api/debtors/:id/sms/read',
    { schema: { params: accountIdParamsSchema, response: { 200: markSmsReadAnswerSchema } } },
    async (request) => {
      const debtAccountId = (await requireAccount(deps.db, request.params.id)).id;
      const marked = await markSmsRead(deps, debtAccountId, sessionOf(request).user);
      return { success: true as const, marked };
    },
  );
};
