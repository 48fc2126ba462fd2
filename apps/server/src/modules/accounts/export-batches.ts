import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts as t } from '../../db/schema';
import { ACCOUNT_COLUMNS, type AccountColumn } from './account-presenter';

/**
 * A column's value as text, exactly what the row reader would hand over (numeric and date as the
 * database writes them), except timestamps: milliseconds since 1970, one Date away in the worker.
 */
function textOf(column: AccountColumn): SQL {
  if (column.key === 'client_code') return sql`(select c.code from clients c where c.id = ${t.clientId})`;
  const value = t[column.property as keyof typeof t.$inferSelect];
  if (column.type === 'timestamp') return sql`floor(extract(epoch from ${value}) * 1000)::bigint::text`;
  return sql`${value}::text`;
}

const VALUES = sql.join(ACCOUNT_COLUMNS.map(textOf), sql`, `);

/**
 * Every account in id order, a keyset batch at a time, each batch one JSON text made by the
 * database: `[[texts of account 1…], …]` in ACCOUNT_COLUMNS order (export-workbook.ts ExportRow).
 * The main thread only passes the text on: no row objects are built on it (a PGlite database can
 * only be queried from the thread that opened it, so the reading stays here).
 */
export async function* accountTextBatches(db: Database, batchSize: number): AsyncGenerator<string> {
  let after: number | null = null;
  for (;;) {
    const cursor: SQL = after === null ? sql`` : sql`WHERE ${t.id} > ${after}`;
    const { rows } = await db.execute<{ rows: string | null; last: number | null; n: number }>(sql`
      SELECT json_agg(v ORDER BY id)::text AS rows, max(id) AS last, count(*)::int AS n
      FROM (SELECT ${t.id} AS id, ARRAY[${VALUES}] AS v FROM ${t} ${cursor} ORDER BY ${t.id} LIMIT ${batchSize}) r`);
    const batch = rows[0];
    if (!batch?.rows || batch.n === 0) return;
    yield batch.rows;
    if (batch.n < batchSize) return;
    after = Number(batch.last);
  }
}
