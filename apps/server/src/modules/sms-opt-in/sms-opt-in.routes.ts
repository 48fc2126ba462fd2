import { SMS_OPT_IN_MESSAGES, smsOptInAnswerSchema, smsOptInSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { recordSmsOptIn } from './sms-opt-in.service';

/** The public text-message opt-in form's call (spec 3 §7.4); signed in or not. */
export const smsOptInRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/sms-opt-in/submit',
    { schema: { body: smsOptInSchema, response: { 200: smsOptInAnswerSchema } } },
    async (request) => {
      await recordSmsOptIn(deps.db, {
        input: request.body,
        companyName: deps.config.brand.companyName,
        userId: request.session?.user.id ?? null,
        origin: request.origin,
      });
      return { message: SMS_OPT_IN_MESSAGES.success };
    },
  );
};
