import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Totals stop counting here: a list's pager then says "10,000+" (decision 0077). */
export const COUNT_CAP = 10_000;

export interface CappedCount {
  /** The exact number of matches, or `cap` when there are more. */
  total: number;
  /** True when there are more than `cap`: the total is then a lower bound. */
  more: boolean;
}

/**
 * How many rows match, reading at most cap + 1 of them: a search that matches half of a million
 * accounts costs as much as one that matches ten thousand.
 */
export async function cappedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
): Promise<CappedCount> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) matches`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, more: true } : { total: n, more: false };
}
