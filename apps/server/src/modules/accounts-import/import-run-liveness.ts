import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { AppDeps } from '../../deps';

/**
 * A run says 'running' only while a server process works on it. A process killed mid-import
 * (SIGKILL, crash, power) never writes its end, so "running" alone proves nothing: the process
 * working on a run holds a lock on it, and a 'running' run nobody holds is reported as interrupted
 * (with the last committed row, already in the run) on the next read and at start-up.
 *
 * The lock is a PostgreSQL session advisory lock, keyed by the upload id, on a connection of its
 * own: when the process dies its connection closes and PostgreSQL drops the lock at once, and any
 * server instance can test it, so several instances never report each other's runs as stopped.
 * PGlite lives inside the one process that owns its data folder: runs held in this process's
 * memory are all that can be running there.
 */
export const IMPORT_INTERRUPTED_MESSAGE =
  'The import stopped at row {row}. Upload the same file again to finish it; rows already imported are not duplicated.';
export const IMPORT_INTERRUPTED_BEFORE_ANY_ROW =
  'The import stopped before any row was imported. Upload the same file again.';

/** The advisory lock namespace of import runs (first key of the two-key form; any fixed int4). */
const LOCK_CLASS = 0x1_0a7f;

/** Upload ids this process is importing right now. */
const heldHere = new Set<string>();

/**
 * Takes the run's lock, retrying for a moment: a reader's test holds it for one statement. A lock
 * still taken after that is another upload whose id has the same hash: go on without it (that only
 * delays the report of a stop), rather than wait for that import to end.
 */
async function lockSoon(client: pg.PoolClient, uploadId: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [LOCK_CLASS, uploadId],
    );
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ImportRunHold {
  release(): Promise<void>;
}

/** Marks `uploadId` as worked on by this process until release(); take it before the run row exists. */
export async function holdImportRun(
  deps: Pick<AppDeps, 'db' | 'databaseKind'>,
  uploadId: string,
): Promise<ImportRunHold> {
  heldHere.add(uploadId);
  let client: pg.PoolClient | null = null;
  if (deps.databaseKind === 'postgres') {
    const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
    try {
      client = await pool.connect();
      // A checked-out client that loses its server emits 'error' on itself: without a listener
      // that would end the process (the pool's own 'error' listener covers idle clients only).
      client.on('error', () => {});
      await lockSoon(client, uploadId);
    } catch (error) {
      client?.release(true);
      heldHere.delete(uploadId);
      throw error;
    }
  }
  return {
    async release() {
      heldHere.delete(uploadId);
      // Closing the connection drops its session lock, whatever state the connection is in.
      client?.release(true);
    },
  };
}

/**
 * Reports as interrupted the 'running' runs that no process holds: the one of `uploadId`, or every
 * one (at start-up). A run held by another live instance keeps its lock and is left alone.
 */
export async function reportInterruptedRuns(
  deps: Pick<AppDeps, 'db' | 'databaseKind'>,
  uploadId?: string,
): Promise<void> {
  if (uploadId !== undefined && heldHere.has(uploadId)) return;
  const here = JSON.stringify([...heldHere]);
  // CASE fixes the order: the lock is tested only on the runs that say 'running'; the test lock
  // is transaction-level, so it lasts as long as this one statement.
  const notHeldElsewhere =
    deps.databaseKind === 'postgres'
      ? sql`AND CASE WHEN status = 'running' THEN pg_try_advisory_xact_lock(${LOCK_CLASS}::integer, hashtext(upload_id)) ELSE false END`
      : sql``;
  await deps.db.execute(sql`
    UPDATE import_runs
    SET status = 'interrupted',
        finished_at = now(),
        message = CASE WHEN last_committed_row > 0
          THEN replace(${IMPORT_INTERRUPTED_MESSAGE}::text, '{row}', last_committed_row::text)
          ELSE ${IMPORT_INTERRUPTED_BEFORE_ANY_ROW}::text END
    WHERE status = 'running'
      AND upload_id IS NOT NULL
      ${uploadId === undefined ? sql`` : sql`AND upload_id = ${uploadId}`}
      AND upload_id NOT IN (SELECT jsonb_array_elements_text(${here}::jsonb))
      ${notHeldElsewhere}`);
}
