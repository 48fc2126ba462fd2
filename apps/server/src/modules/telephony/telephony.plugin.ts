import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { agentPhoneRoutes } from './agent-phone.routes';
import { callRoutes } from './calls.routes';
import { smsRoutes } from './sms.routes';
import { twilioWebhookRoutes } from './twilio-webhooks.routes';

/** Calls and texts, and the provider's signed webhooks. */
export const telephonyPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(callRoutes, { deps });
  await app.register(agentPhoneRoutes, { deps });
  await app.register(smsRoutes, { deps });
  await app.register(twilioWebhookRoutes, { deps });
};
