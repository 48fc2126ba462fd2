import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { smsOptInRoutes } from './sms-opt-in.routes';

/** The public text-message opt-in and its confirmation. */
export const smsOptInPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(smsOptInRoutes, { deps });
};
