import { jobsOverviewSchema, runDueBodySchema, runDueResultSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { runDue } from '../arrangements';
import { JOB_CATALOG } from './job-catalog';
import { loadJobsOverview } from './job-overview';

/** The answer of run-due in production, where the route does not exist for anyone. */
export const RUN_DUE_NOT_FOUND = 'Not found';

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

  // Runs the arrangement scheduler as of a day, so demos and tests see future installments come due
  // (decision 0062). Never in production: there the job alone charges, on the real date.
  app.post(
    '/api/admin/jobs/run-due',
    {
      schema: { body: runDueBodySchema, response: { 200: runDueResultSchema } },
      // Before the body is read, so production answers the same whatever is sent.
      preValidation: async () => {
        if (deps.config.isProduction) throw new HttpError(404, RUN_DUE_NOT_FOUND);
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return runDue(deps, request.body.asOf);
    },
  );
};
