import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase, pgliteHandle, pgliteOf } from '../src/db/client';

/**
 * The test files of one worker take turns on embedded databases instead of each opening a new one
 * from the migrated template: an open costs about 1.1 s of CPU, most of a small file's time.
 *
 * Between two files a database is put back to the template's state: an open transaction rolled
 * back, the session discarded (settings, advisory locks), schemas made since dropped, every table
 * emptied and its template rows put back, every sequence set where it was. If its catalog then
 * differs from the template's (a test made a table or a trigger), it is closed, not reused. So no
 * file sees another's data, as when each had its own copy.
 *
 * A file's app keeps a revoked client once the file gives the database back: a timer it left
 * running fails as on a closed database instead of writing into the next file's data.
 */
interface Pristine {
  /** The SQL that puts a used database back to the template's rows and sequences. */
  reset: string;
  /** The catalog's shape (relations, functions, triggers, constraints, schemas) when pristine. */
  fingerprint: string;
  schemas: string[];
}

const idle: PGlite[] = [];
let pristine: Pristine | null = null;

export async function leasePglite(
  templateFile: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const lite = idle.pop() ?? (await openFromTemplate(templateFile));
  let revoked = false;
  const client = new Proxy(lite, {
    get(target, property) {
      if (revoked) throw new Error('This test database was given back: the app that used it is closed.');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const handle = pgliteHandle(client);
  return {
    handle: {
      ...handle,
      close: async () => {
        if (revoked) return;
        revoked = true;
        if (await putBack(lite)) idle.push(lite);
        else await lite.close();
      },
    },
    drop: async () => {},
  };
}

async function openFromTemplate(templateFile: string): Promise<PGlite> {
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    loadDataDir: new Blob([readFileSync(templateFile)]),
  });
  const lite = pgliteOf(handle) as PGlite;
  pristine ??= await describePristine(lite);
  return lite;
}

/** Resets a used database; false when it cannot be made the template's again. */
async function putBack(lite: PGlite): Promise<boolean> {
  if (!pristine || lite.closed) return false;
  try {
    await lite.exec('ROLLBACK');
    await lite.exec('DISCARD ALL');
    const extra = await lite.query<{ name: string }>(
      `SELECT quote_ident(nspname) AS name FROM pg_namespace
        WHERE NOT (nspname = ANY($1)) AND nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
      [pristine.schemas],
    );
    for (const { name } of extra.rows) await lite.exec(`DROP SCHEMA ${name} CASCADE`);
    if ((await fingerprintOf(lite)) !== pristine.fingerprint) return false;
    await lite.exec(pristine.reset);
    return true;
  } catch {
    return false;
  }
}

const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg\\_temp%' AND n.nspname NOT LIKE 'pg\\_toast\\_temp%'`;

async function fingerprintOf(lite: PGlite): Promise<string> {
  const result = await lite.query<{ fingerprint: string }>(
    `SELECT md5(coalesce(string_agg(item, ',' ORDER BY item), '')) AS fingerprint FROM (
       SELECT 'r ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(c.reloptions::text, '') AS item
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMAS}
       UNION ALL
       SELECT 'f ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMAS}
       UNION ALL
       SELECT 't ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text
         FROM pg_trigger t WHERE NOT t.tgisinternal
       UNION ALL
       SELECT 'c ' || n.nspname || '.' || c.conname || ' ' || c.conrelid::regclass::text
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE ${USER_SCHEMAS}
     ) items`,
  );
  return result.rows[0].fingerprint;
}

/** Reads the template's rows and sequences once, on a database no test has touched yet. */
async function describePristine(lite: PGlite): Promise<Pristine> {
  const tables = (
    await lite.query<{ schema: string; name: string; qualified: string }>(
      `SELECT n.nspname AS schema, c.relname AS name, format('%I.%I', n.nspname, c.relname) AS qualified
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${USER_SCHEMAS} AND n.nspname <> 'drizzle'
        ORDER BY 3`,
    )
  ).rows;
  const statements = ['SET session_replication_role = replica'];
  if (tables.length > 0) statements.push(`TRUNCATE ${tables.map((t) => t.qualified).join(', ')}`);
  for (const table of tables) {
    const { rows } = await lite.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${table.qualified} t`,
    );
    if (!rows[0].rows) continue;
    const columns = (
      await lite.query<{ name: string }>(
        `SELECT quote_ident(column_name) AS name FROM information_schema.columns
          WHERE table_schema = $1 AND table_name = $2 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table.schema, table.name],
      )
    ).rows.map((c) => c.name);
    const list = columns.join(', ');
    statements.push(
      `INSERT INTO ${table.qualified} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${table.qualified}, ${dollarQuoted(rows[0].rows)})`,
    );
  }
  const sequences = (
    await lite.query<{ qualified: string; last_value: string | null; start_value: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS qualified, last_value::text, start_value::text
         FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`,
    )
  ).rows;
  for (const seq of sequences)
    statements.push(
      seq.last_value === null
        ? `SELECT setval('${seq.qualified}', ${seq.start_value}, false)`
        : `SELECT setval('${seq.qualified}', ${seq.last_value}, true)`,
    );
  statements.push('SET session_replication_role = DEFAULT');
  const schemas = (
    await lite.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
    )
  ).rows.map((r) => r.name);
  return { reset: `${statements.join(';\n')};`, fingerprint: await fingerprintOf(lite), schemas };
}

function dollarQuoted(text: string): string {
  let tag = 'rows';
  while (text.includes(`$${tag}$`)) tag += '_';
  return `$${tag}$${text}$${tag}$`;
}
