import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { jobsRoutes } from './jobs.routes';

/** The background jobs as an admin sees them (the jobs themselves run in server-jobs.ts). */
export const jobsPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(jobsRoutes, { deps });
};
