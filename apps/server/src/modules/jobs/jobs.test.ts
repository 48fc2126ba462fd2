import { AUTH_MESSAGES, JOB_MESSAGES, type JobStatus, jobsOverviewSchema } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { HOUSEKEEPING, JOB_CATALOG } from './job-catalog';
import { type JobDefinition, JobQueue } from './job-queue';

// Runs on PGlite (npm test) and on PostgreSQL (DATABASE_URL): on PostgreSQL each queue instance
// fetches through its own pooled connections, as separate servers would.

let t: TestApp;
const cookies: Record<string, string> = {};
const running: JobQueue[] = [];
const quiet = { debug: () => {}, error: () => {} };

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'debtor'] as const) {
    await createUser(t.deps.db, { username: `jobs-${role}`, role });
    cookies[role] = await signIn(t.app, `jobs-${role}`);
  }
  await t.deps.db.execute(sql`CREATE TABLE job_test_runs (job_id text NOT NULL, instance text NOT NULL)`);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((queue) => queue.stop()));
});
afterAll(() => t.close());

/** A job that writes one row per run (its side effect, counted by the tests). */
function counted(name: string, instance: string): JobDefinition {
  return {
    name,
    title: 'Test job',
    description: 'test job',
    schedule: null,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    expireInSeconds: 60,
    run: async (data) => {
      await t.deps.db.execute(
        sql`INSERT INTO job_test_runs (job_id, instance) VALUES (${String(data.key)}, ${instance})`,
      );
      return { instance };
    },
  };
}

async function startQueue(jobs: JobDefinition[], work = true): Promise<JobQueue> {
  const queue = new JobQueue({
    database: { db: t.deps.db, kind: t.deps.databaseKind },
    jobs,
    log: quiet,
    schedules: false,
    work,
    pollingSeconds: 0.5,
  });
  running.push(queue);
  await queue.start();
  return queue;
}

async function runsOf(key: string): Promise<string[]> {
  const result = await t.deps.db.execute<{ instance: string }>(
    sql`SELECT instance FROM job_test_runs WHERE job_id LIKE ${`${key}%`}`,
  );
  return result.rows.map((row) => row.instance);
}

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function overview(cookie: string): Promise<JobStatus[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return jobsOverviewSchema.parse(res.json()).jobs;
}

describe('background jobs', () => {
  it('lists the server jobs for an admin, with their schedules, before the queue ever ran', async () => {
    const jobs = await overview(cookies.admin);
    for (const spec of JOB_CATALOG) {
      expect(jobs.find((job) => job.name === spec.name)).toMatchObject({
        title: spec.title,
        runnable: true,
        schedule: spec.schedule,
        retryLimit: spec.retry.limit,
        lastRun: null,
        recentFailures: [],
      });
    }
  });

  it('says what each job does in plain words, with no decision numbers', () => {
    for (const spec of JOB_CATALOG) {
      expect(spec.title).not.toBe(spec.name);
      expect(spec.title).toMatch(/^[A-Z][a-z]/);
      expect(spec.description).not.toMatch(/decision|\d{4}/i);
    }
  });

  it('refuses the job list to staff, debtors and visitors', async () => {
    for (const role of ['staff', 'debtor'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/jobs',
        headers: { cookie: cookies[role] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/jobs' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs each scheduled job exactly once with two instances working the same queue', async () => {
    const a = await startQueue([counted('count-once', 'a')]);
    await startQueue([counted('count-once', 'b')]);
    const soon = new Date(Date.now() + 1_000);
    for (let i = 0; i < 6; i++) await a.send('count-once', { key: `once-${i}` }, soon);
    await until(async () => (await runsOf('once-')).length >= 6);
    // Another polling round of both instances: nothing runs twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const result = await t.deps.db.execute<{ runs: number; jobs: number }>(
      sql`SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS jobs FROM job_test_runs WHERE job_id LIKE 'once-%'`,
    );
    expect(result.rows[0]).toEqual({ runs: 6, jobs: 6 });
  });

  it("shows a finished run's report as the last outcome", async () => {
    await startQueue([counted('reports', 'solo')]);
    const id = await running[0].send('reports', { key: 'report-1' });
    await until(async () =>
      (await overview(cookies.admin)).some((j) => j.name === 'reports' && j.lastRun?.state === 'completed'),
    );
    const job = (await overview(cookies.admin)).find((j) => j.name === 'reports');
    expect(job?.lastRun).toMatchObject({ id, state: 'completed', outcome: 'instance: solo' });
  });

  it('keeps a job queued while no instance runs, and a new instance runs it', async () => {
    const sender = await startQueue([counted('survives-restart', 'old')], false);
    await sender.send('survives-restart', { key: 'restart-1' });
    await sender.stop();
    expect(await runsOf('restart-')).toEqual([]);
    await startQueue([counted('survives-restart', 'new')]);
    await until(async () => (await runsOf('restart-')).length > 0);
    expect(await runsOf('restart-')).toEqual(['new']);
  });

  it('retries a job that throws with growing delays, then shows it failed to the admin', async () => {
    const attempts: number[] = [];
    const queue = await startQueue([
      {
        name: 'always-throws',
        title: 'Always throws',
        description: 'test job',
        schedule: null,
        retry: { limit: 2, delaySeconds: 1, backoff: true },
        expireInSeconds: 60,
        run: async () => {
          attempts.push(Date.now());
          throw new Error(`processor unreachable (attempt ${attempts.length})`);
        },
      },
    ]);
    const id = await queue.send('always-throws');
    await until(async () => {
      const job = (await overview(cookies.admin)).find((j) => j.name === 'always-throws');
      return job?.lastRun?.state === 'failed';
    });
    expect(attempts).toHaveLength(3);
    // Back-off: the second wait is at least twice the first delay (1 s, then 2 s, plus jitter).
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1_900);

    const job = (await overview(cookies.admin)).find((j) => j.name === 'always-throws');
    expect(job).toMatchObject({
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      lastRun: { id, state: 'failed', outcome: 'processor unreachable (attempt 3)' },
      recentFailures: [{ id, attempts: 3, error: 'processor unreachable (attempt 3)', willRetry: false }],
    });
  });

  it('runs a catalog job now for an admin, audited, and never twice while one waits or runs', async () => {
    const post = (name: string, cookie = cookies.admin) =>
      t.app.inject({ method: 'POST', url: `/api/admin/jobs/${name}/run`, headers: { cookie } });
    // No queue on this server yet: said plainly, nothing sent.
    expect((await post(HOUSEKEEPING.name)).statusCode).toBe(503);

    // A queue that only sends, as a web instance would, over the catalog's housekeeping job.
    const queue = await startQueue([{ ...HOUSEKEEPING, run: async () => ({}) }], false);
    t.deps.jobs = queue;
    try {
      for (const role of ['staff', 'debtor'] as const)
        expect((await post(HOUSEKEEPING.name, cookies[role])).statusCode).toBe(403);
      expect((await post('no-such-job')).json()).toEqual({ message: JOB_MESSAGES.notFound });

      const first = await post(HOUSEKEEPING.name);
      expect(first.statusCode, first.body).toBe(202);
      const { id } = first.json() as { id: string };
      const waiting = await t.deps.db.execute<{ state: string; data: unknown }>(
        sql`SELECT state::text AS state, data FROM pgboss.job WHERE id = ${id}::uuid`,
      );
      expect(waiting.rows).toEqual([{ state: 'created', data: { requested: true } }]);

      const again = await post(HOUSEKEEPING.name);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: JOB_MESSAGES.alreadyRunning(HOUSEKEEPING.title) });
      const runs = await t.deps.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${HOUSEKEEPING.name}`,
      );
      expect(runs.rows[0]?.n).toBe(1);

      const events = await t.deps.db.execute<{ username: string; details: unknown }>(
        sql`SELECT username, details FROM security_events WHERE event_type = 'job_run_requested'`,
      );
      expect(events.rows).toEqual([
        { username: 'jobs-admin', details: { job: HOUSEKEEPING.name, jobId: id } },
      ]);
    } finally {
      t.deps.jobs = undefined;
    }
  });
});
