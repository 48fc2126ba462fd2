import { jobsOverviewSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { JOB_CATALOG } from './job-catalog';
import { loadJobsOverview } from './job-overview';

/** The background jobs for an admin (route-access.ts): schedules, last runs, failures. */
export const jobsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/jobs',
    { schema: { response: { 200: jobsOverviewSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { jobs: await loadJobsOverview(deps.db, JOB_CATALOG) };
    },
  );
};
