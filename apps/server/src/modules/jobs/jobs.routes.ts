import {
  JOB_MESSAGES,
  jobRunNowResultSchema,
  jobsOverviewSchema,
  runDueBodySchema,
  runDueResultSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { recordSecurityEvent } from '../../security/security-events';
import { runDue } from '../arrangements';
import { JOB_CATALOG } from './job-catalog';
import { hasLiveRun, loadJobsOverview } from './job-overview';

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

  // Run now (decision 0118): one run of a catalog job on the queue, as its schedule would put it;
  // never a second while one waits or runs; audited as a security event with who asked.
  app.post(
    '/api/admin/jobs/:name/run',
    {
      schema: {
        params: z.object({ name: z.string().max(100) }),
        response: { 202: jobRunNowResultSchema },
      },
    },
    async (request, reply) => {
      const spec = JOB_CATALOG.find((job) => job.name === request.params.name);
      if (!spec) throw new HttpError(404, JOB_MESSAGES.notFound);
      if (!deps.jobs) throw new HttpError(503, JOB_MESSAGES.queueDown);
      if (await hasLiveRun(deps.db, spec.name))
        throw new HttpError(409, JOB_MESSAGES.alreadyRunning(spec.title));
      const id = await deps.jobs.runNow(spec.name);
      if (!id) throw new HttpError(409, JOB_MESSAGES.alreadyRunning(spec.title));
      await recordSecurityEvent(deps.db, {
        type: 'job_run_requested',
        success: true,
        description: `Asked to run the job "${spec.title}" now`,
        origin: request.origin,
        user: sessionOf(request).user,
        details: { job: spec.name, jobId: id },
      });
      reply.code(202);
      return { id, name: spec.name };
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
