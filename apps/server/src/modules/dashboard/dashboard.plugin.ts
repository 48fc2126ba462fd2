import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { dashboardRoutes } from './dashboard.routes';

/** The back office's dashboard: totals and hot leads. */
export const dashboardPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(dashboardRoutes, { deps });
};
