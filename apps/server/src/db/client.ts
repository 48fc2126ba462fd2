import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

/**
 * Both drivers expose the same Drizzle query API; we type the handle as the node-postgres one so
 * the rest of the code has a single Database type. Raw `execute` results carry `.rows` on both.
 */
export type Database = NodePgDatabase<typeof schema>;

/** A transaction handle of our Database, as `db.transaction(async (tx) => …)` gives it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Advisory lock key held while migrating (any constant no other lock of ours uses). */
const MIGRATION_LOCK = 7_265_000_001;

/** The session options of a connection URL (?options=…, kept) with JIT turned off after them. */
export function withoutJit(url: string): string {
  let given: string | null = null;
  try {
    given = new URL(url).searchParams.get('options');
  } catch {
    // Not a URL (a socket path or key=value string): no options to keep.
  }
  return [given, '-c jit=off'].filter(Boolean).join(' ');
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Without JIT (decision 0122): the reads are index walks of milliseconds, and a plan whose estimate
    // passes jit_above_cost spent a second or more compiling (the security figures, a report's join).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: withoutJit(target.url),
    });
    // An idle client that loses its server (restart, network) must not crash the process.
    pool.on('error', () => {});
    // Neither must one that is checked out between two queries when PostgreSQL stops (it sends
    // "terminating connection" to every session): the pool has no listener on it then. The broken
    // client's next query fails (→ 503) and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Instances started together would each migrate: one lock makes the others wait, then
        // find nothing left to do.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir ?? undefined,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
  });
  return pgliteHandle(client);
}

/** A handle on an open PGlite client (the tests' pool hands the same database to file after file). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** The PGlite client behind a handle, for dumping a migrated template in tests. */
export function pgliteOf(handle: DatabaseHandle): PGlite | null {
  if (handle.kind !== 'pglite') return null;
  return (handle.db as unknown as { $client: PGlite }).$client;
}
