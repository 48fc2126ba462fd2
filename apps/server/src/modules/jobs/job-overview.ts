import {
  JOB_FAILURES_SHOWN,
  type JobFailure,
  type JobRun,
  type JobState,
  type JobStatus,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobSpec } from './job-catalog';

type QueueRow = {
  name: string;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  cron: string | null;
  waiting: number;
};

type RunRow = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  started_on: Date | string;
  completed_on: Date | string | null;
  output: Record<string, unknown> | null;
};

/** Runs of every state: live ones in pgboss.job, older ones moved to pgboss.archive by maintenance. */
const RUNS = sql.raw(`
  SELECT id::text, name, state::text AS state, retry_count, started_on, completed_on, output FROM pgboss.job
  UNION ALL
  SELECT id::text, name, state::text AS state, retry_count, started_on, completed_on, output FROM pgboss.archive`);

/**
 * What the admin page shows for each job: the catalog's jobs (even before the queue first
 * started) and any other queue found in the database, with the policy and schedule stored there.
 */
export async function loadJobsOverview(db: Database, catalog: readonly JobSpec[]): Promise<JobStatus[]> {
  const installed = await db.execute<{ ok: boolean }>(
    sql`SELECT to_regclass('pgboss.archive') IS NOT NULL AS ok`,
  );
  if (!installed.rows[0]?.ok) return catalog.map((spec) => statusOf(spec.name, spec, undefined, null, []));

  const queues = await db.execute<QueueRow>(sql`
    SELECT q.name, q.retry_limit, q.retry_delay, q.retry_backoff, s.cron,
      (SELECT count(*)::int FROM pgboss.job j WHERE j.name = q.name AND j.state IN ('created', 'retry')) AS waiting
    FROM pgboss.queue q LEFT JOIN pgboss.schedule s ON s.name = q.name
    WHERE q.name NOT LIKE '\\_\\_pgboss%'`);
  // The latest started run of each job, and its latest failures (finished or waiting to retry).
  const lastRuns = await db.execute<RunRow>(sql`
    SELECT DISTINCT ON (name) * FROM (${RUNS}) runs
    WHERE started_on IS NOT NULL ORDER BY name, started_on DESC`);
  const failures = await db.execute<RunRow>(sql`
    SELECT * FROM (
      SELECT runs.*, row_number() OVER (PARTITION BY name ORDER BY started_on DESC) AS n
      FROM (${RUNS}) runs
      WHERE state IN ('failed', 'retry') AND started_on IS NOT NULL
    ) ranked WHERE n <= ${JOB_FAILURES_SHOWN} ORDER BY started_on DESC`);

  const names = [...new Set([...catalog.map((spec) => spec.name), ...queues.rows.map((q) => q.name)])];
  return names.map((name) =>
    statusOf(
      name,
      catalog.find((spec) => spec.name === name),
      queues.rows.find((q) => q.name === name),
      lastRuns.rows.find((r) => r.name === name) ?? null,
      failures.rows.filter((r) => r.name === name),
    ),
  );
}

/** How many jobs' last run failed (for good or waiting to retry): the back office's home shows it. */
export async function failingJobs(db: Database, catalog: readonly JobSpec[]): Promise<number> {
  const jobs = await loadJobsOverview(db, catalog);
  return jobs.filter((job) => job.lastRun?.state === 'failed' || job.lastRun?.state === 'retry').length;
}

function statusOf(
  name: string,
  spec: JobSpec | undefined,
  queue: QueueRow | undefined,
  last: RunRow | null,
  failures: RunRow[],
): JobStatus {
  return {
    name,
    title: spec?.title ?? name,
    description: spec?.description ?? null,
    runnable: spec !== undefined,
    schedule: queue?.cron ?? spec?.schedule ?? null,
    retryLimit: queue?.retry_limit ?? spec?.retry.limit ?? 0,
    retryDelaySeconds: queue?.retry_delay ?? spec?.retry.delaySeconds ?? 0,
    retryBackoff: queue?.retry_backoff ?? spec?.retry.backoff ?? false,
    waiting: queue?.waiting ?? 0,
    lastRun: last ? runOf(last) : null,
    recentFailures: failures.map(failureOf),
  };
}

function runOf(row: RunRow): JobRun {
  return {
    id: row.id,
    state: row.state,
    startedAt: iso(row.started_on),
    finishedAt: row.completed_on ? iso(row.completed_on) : null,
    outcome: outcomeOf(row),
  };
}

function failureOf(row: RunRow): JobFailure {
  return {
    id: row.id,
    failedAt: iso(row.completed_on ?? row.started_on),
    // retry_count counts the attempts after the first.
    attempts: row.retry_count + 1,
    error: errorOf(row.output) ?? 'unknown error',
    willRetry: row.state === 'retry',
  };
}

/** A failure's message (never its stack), or a finished run's report as "name: value" pairs. */
function outcomeOf(row: RunRow): string | null {
  if (row.state === 'failed' || row.state === 'retry') return errorOf(row.output);
  const pairs = row.output ? reportPairs(row.output) : [];
  return pairs.length > 0 ? pairs.join(', ').slice(0, 500) : null;
}

/** { deleted: { sessions: 2 } } → ["deleted sessions: 2"]. */
function reportPairs(report: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(report).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? reportPairs(value as Record<string, unknown>, `${prefix}${key} `)
      : [`${prefix}${key}: ${String(value)}`],
  );
}

function errorOf(output: Record<string, unknown> | null): string | null {
  const message = output?.message ?? (output?.value as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Whether the job has a run waiting, retrying or running: Run now does not start it twice. */
export async function hasLiveRun(db: Database, name: string): Promise<boolean> {
  const installed = await db.execute<{ ok: boolean }>(
    sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`,
  );
  if (!installed.rows[0]?.ok) return false;
  const live = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name} AND state IN ('created', 'retry', 'active')`);
  return Number(live.rows[0]?.n ?? 0) > 0;
}
