import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { withoutQueryValues } from '../../plugins/error-log';
import { bossConnection, oneStartAtATime } from './boss-connection';
import type { JobSpec } from './job-catalog';

/** Where pg-boss keeps its tables (created and migrated by pg-boss itself at start). */
export const JOBS_SCHEMA = 'pgboss';

/** A job and the work it does; what the handler returns is kept as the run's outcome. */
export interface JobDefinition extends JobSpec {
  run(data: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
}

export interface JobLog {
  debug(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  jobs: readonly JobDefinition[];
  log: JobLog;
  /** false: this instance neither enqueues the cron schedules nor keeps them (tests send by hand). */
  schedules?: boolean;
  /** false: this instance only sends; it runs no handler. */
  work?: boolean;
  /** How often an idle worker asks for the next job (seconds, at least 0.5). */
  pollingSeconds?: number;
}

/**
 * The one place background work starts and stops: a pg-boss queue in the app's database. Any
 * number of instances may run it; each job is fetched by one of them (FOR UPDATE SKIP LOCKED),
 * a cron schedule enqueues one job per slot whichever instances see it, and a job that throws
 * is retried per its policy, then left failed for the admin page.
 */
export class JobQueue {
  private readonly boss: PgBoss;

  constructor(private readonly options: JobQueueOptions) {
    const schedules = options.schedules ?? true;
    this.boss = new PgBoss({
      db: bossConnection(options.database) as PgBoss.Db,
      schema: JOBS_SCHEMA,
      schedule: schedules,
      // Archive and delete old runs, and fail expired attempts: one instance at a time (locked).
      supervise: true,
      archiveCompletedAfterSeconds: 7 * 24 * 3600,
      archiveFailedAfterSeconds: 30 * 24 * 3600,
      deleteAfterDays: 30,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await oneStartAtATime(this.options.database, () => this.boss.start());
    for (const job of this.options.jobs) {
      const policy = {
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: job.expireInSeconds,
      };
      // createQueue keeps an existing queue as it was: updateQueue applies today's policy.
      await this.boss.createQueue(job.name, { name: job.name, ...policy });
      await this.boss.updateQueue(job.name, { name: job.name, ...policy });
      if ((this.options.schedules ?? true) && job.schedule) {
        await this.boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
      }
      if (this.options.work ?? true) await this.work(job);
    }
  }

  private async work(job: JobDefinition): Promise<void> {
    const { log } = this.options;
    await this.boss.work<Record<string, unknown>>(
      job.name,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds ?? 2 },
      async ([run]) => {
        try {
          const outcome = await job.run(run.data ?? {});
          if (outcome) log.debug({ job: job.name, ...outcome }, 'job done');
          return outcome;
        } catch (error) {
          log.error({ err: error, job: job.name, jobId: run.id }, 'job failed');
          // The queue stores the error as the run's output, which the jobs page shows: no query values (decision 0090).
          throw withoutQueryValues(error);
        }
      },
    );
  }

  /** Enqueues one run now (or at `startAfter`); returns its id. */
  async send(name: string, data: Record<string, unknown> = {}, startAfter?: Date): Promise<string> {
    const id = await this.boss.send(name, data, startAfter ? { startAfter } : {});
    if (!id) throw new Error(`job ${name} was not enqueued`);
    return id;
  }

  /**
   * Enqueues one run now at an admin's request (decision 0118). Across instances, one such request
   * per job per minute is taken (a singleton slot); a second answers null.
   */
  async runNow(name: string): Promise<string | null> {
    return this.boss.send(name, { requested: true }, { singletonKey: 'run-now', singletonSeconds: 60 });
  }

  /** Stops fetching, waits (bounded) for running handlers, and leaves the database open. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000, close: false, wait: true });
  }
}
