import {
  SMS_OPT_IN_MESSAGES,
  smsOptInAnswerSchema,
  smsOptInConfirmSchema,
  smsOptInSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { debtorActionLanguage } from '../../i18n/language';
import { recordSmsOptIn } from './sms-opt-in.service';
import { confirmByCode } from './sms-opt-in-confirm';

/** The public text-message opt-in form's calls (docs/product/text-opt-in.md); signed in or not. */
export const smsOptInRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/api/sms-opt-in/submit',
    {
      config: { throttle: ['sms-opt-in-ip', 'sms-opt-in-number'] },
      schema: { body: smsOptInSchema, response: { 200: smsOptInAnswerSchema } },
    },
    async (request) => {
      await recordSmsOptIn(deps, {
        input: request.body,
        userId: request.session?.user.id ?? null,
        origin: request.origin,
        lang: debtorActionLanguage(request),
      });
      return { message: SMS_OPT_IN_MESSAGES.confirmationSent };
    },
  );

  // The code texted by the submit, typed back on the page (a YES reply does the same by webhook).
  app.post(
    '/api/sms-opt-in/confirm',
    {
      config: { throttle: 'sms-opt-in-code' },
      schema: { body: smsOptInConfirmSchema, response: { 200: smsOptInAnswerSchema } },
    },
    async (request) => {
      await confirmByCode(deps, request.body);
      return { message: SMS_OPT_IN_MESSAGES.success };
    },
  );
};
