import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client';

/** What pg-boss asks of a connection it does not own (its `db` option). */
export interface BossConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The queue speaks through the app's own connection, so it works on both databases: the pool on
 * PostgreSQL; on PGlite (one connection in this process) through its client. pg-boss sends its
 * schema and locked maintenance as several statements with no values: PGlite runs those with
 * `exec` (the extended protocol takes one statement), one call, so nothing interleaves.
 */
export function bossConnection(database: Pick<DatabaseHandle, 'db' | 'kind'>): BossConnection {
  const client = (database.db as Database & { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = client as PGlite;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return lite.query(text, values);
      try {
        const results = await lite.exec(text);
        return { rows: [...results].reverse().find((r) => r.fields.length > 0)?.rows ?? [] };
      } catch (error) {
        // A failed statement inside the string's own BEGIN leaves that transaction open on the
        // one shared connection: close it so the app's next query does not land in it.
        await lite.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/** Advisory lock key held while pg-boss creates or migrates its schema (no other lock of ours uses it). */
const BOSS_START_LOCK = 7_265_000_002;

/**
 * Runs pg-boss's start one instance at a time on PostgreSQL. Two instances starting together on an
 * empty database could both create the `pgboss` schema, and the loser stopped with a duplicate key
 * on pg_namespace; behind the lock the second finds it installed. PGlite has one process: no lock.
 */
export async function oneStartAtATime<T>(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  start: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return start();
  const pool = (database.db as Database & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BOSS_START_LOCK]);
    return await start();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BOSS_START_LOCK]).catch(() => {});
    client.release();
  }
}
