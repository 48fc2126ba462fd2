import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { complianceRoutes } from './compliance.routes';
import { complianceSettingsRoutes } from './compliance-settings.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** Compliance: the agent's opt-outs, consent and cease records, the admin report, and the e-mail unsubscribe. */
export const compliancePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(complianceRoutes, { deps });
  await app.register(complianceSettingsRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps });
};
