import { z } from 'zod';

/** pg-boss's job states, as the admin page shows them. */
export const JOB_STATE_VALUES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATE_VALUES);
export type JobState = z.infer<typeof jobStateSchema>;

/** The latest attempt of a job. `outcome` is what it reported, or its error message. */
export const jobRunSchema = z.object({
  id: z.string(),
  state: jobStateSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** A run whose last attempt threw: `willRetry` while attempts are left, then failed for good. */
export const jobFailureSchema = z.object({
  id: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
  error: z.string(),
  willRetry: z.boolean(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;

export const jobStatusSchema = z.object({
  name: z.string(),
  /** The job's name in words ("Daily remittances"); the key for a queue the catalog does not know. */
  title: z.string(),
  /** What it does, in a sentence an agency reads (no decision numbers). */
  description: z.string().nullable(),
  /** A job of the server's catalog, which an admin may run now (decision 0118). */
  runnable: z.boolean(),
  /** Cron, in UTC; null for a job that is only sent. */
  schedule: z.string().nullable(),
  retryLimit: z.number().int(),
  retryDelaySeconds: z.number().int(),
  retryBackoff: z.boolean(),
  waiting: z.number().int(),
  lastRun: jobRunSchema.nullable(),
  recentFailures: z.array(jobFailureSchema),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** GET /api/admin/jobs */
export const jobsOverviewSchema = z.object({ jobs: z.array(jobStatusSchema) });
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

/** How many failures per job the overview lists. */
export const JOB_FAILURES_SHOWN = 5;

/** POST /api/admin/jobs/{name}/run: the run put on the queue (decision 0118). */
export const jobRunNowResultSchema = z.object({ id: z.string(), name: z.string() });
export type JobRunNowResult = z.infer<typeof jobRunNowResultSchema>;

export const JOB_MESSAGES = {
  notFound: 'No such job',
  queueDown: 'The job queue is not running on this server yet. Try again in a minute.',
  alreadyRunning: (title: string) => `${title} is already running or waiting to run.`,
} as const;
