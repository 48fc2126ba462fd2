import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { securityDashboardRoutes } from './security-dashboard.routes';

/** The admin's security dashboard (the events themselves are written by security-events). */
export const securityDashboardPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(securityDashboardRoutes, { deps });
};
