import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountTotalsDeltas,
  accountTotals as accountTotalsTable,
  paymentDayDeltas,
  paymentDayTotals,
} from '../../db/schema';

/*
 * Reads of the money rollups (migration 0029, decision 0076): each adds the folded totals and the
 * deltas not folded yet in one statement, so it is exact inside any transaction, folded or not.
 * Handles Database or a transaction alike.
 */

type Reader = Pick<Database, 'execute'>;

/** Payment days, totals and pending deltas together (optionally from a first day on). */
function paymentDays(from?: SQL): SQL {
  const since = (column: SQL) => (from ? sql`WHERE ${column} >= ${from}` : sql``);
  return sql`(
    SELECT ${paymentDayTotals.paymentDate} AS payment_date, ${paymentDayTotals.amount} AS amount, ${paymentDayTotals.payments} AS payments
    FROM ${paymentDayTotals} ${since(sql`${paymentDayTotals.paymentDate}`)}
    UNION ALL
    SELECT ${paymentDayDeltas.paymentDate}, ${paymentDayDeltas.amount}, ${paymentDayDeltas.payments}
    FROM ${paymentDayDeltas} ${since(sql`${paymentDayDeltas.paymentDate}`)}
  )`;
}

/**
 * The sum of every approved payment, as an exact two-decimal string; `less` is a query of
 * (payment_date, amount) rows to take away (the test account's payments).
 */
export async function collectedTotal(db: Reader, less?: SQL): Promise<string> {
  const result = await db.execute<{ total: string }>(sql`
    SELECT coalesce(sum(amount), 0)::numeric(16,2)::text AS total FROM (
      SELECT amount FROM ${paymentDays()} d
      ${less ? sql`UNION ALL SELECT -amount FROM (${less}) l` : sql``}
    ) t`);
  return String(result.rows[0]?.total ?? '0.00');
}

/**
 * Approved payments per Monday-start week from `firstMonday` to `lastMonday`, every week listed
 * (0.00 when none), oldest first; `less` as in collectedTotal.
 */
export async function collectedByWeek(
  db: Reader,
  firstMonday: SQL,
  lastMonday: SQL,
  less?: SQL,
): Promise<{ weekStart: string; amount: string }[]> {
  const result = await db.execute<{ week_start: string; amount: string }>(sql`
    WITH weeks AS (
      SELECT generate_series(${firstMonday}, ${lastMonday}, interval '7 days')::date AS week_start
    ),
    sums AS (
      SELECT date_trunc('week', payment_date)::date AS week_start, sum(amount) AS amount FROM (
        SELECT payment_date, amount FROM ${paymentDays(firstMonday)} d
        ${less ? sql`UNION ALL SELECT payment_date, -amount FROM (${less}) l WHERE payment_date >= ${firstMonday}` : sql``}
      ) p GROUP BY 1
    )
    SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
           coalesce(sums.amount, 0)::numeric(16,2)::text AS amount
    FROM weeks LEFT JOIN sums ON sums.week_start = weeks.week_start
    ORDER BY weeks.week_start`);
  return result.rows.map((w) => ({ weekStart: String(w.week_start), amount: String(w.amount) }));
}

export interface PaymentSummary {
  totalAmount: string;
  totalPayments: number;
  /** The first and last days that have approved payments, 'yyyy-mm-dd'. */
  earliest: string | null;
  latest: string | null;
}

/** Every approved payment: sum, number, first and last day. */
export async function paymentSummary(db: Reader): Promise<PaymentSummary> {
  const result = await db.execute<{
    total: string;
    payments: number;
    earliest: string | null;
    latest: string | null;
  }>(sql`
    SELECT coalesce(sum(amount), 0)::numeric(16,2)::text AS total,
           coalesce(sum(payments), 0)::int AS payments,
           to_char(min(payment_date) FILTER (WHERE payments > 0), 'YYYY-MM-DD') AS earliest,
           to_char(max(payment_date) FILTER (WHERE payments > 0), 'YYYY-MM-DD') AS latest
    FROM (SELECT payment_date, sum(amount) AS amount, sum(payments) AS payments FROM ${paymentDays()} d GROUP BY 1) days`);
  const row = result.rows[0];
  return {
    totalAmount: String(row?.total ?? '0.00'),
    totalPayments: Number(row?.payments ?? 0),
    earliest: row?.earliest ?? null,
    latest: row?.latest ?? null,
  };
}

/** Approved payments dated from `from` to `to` (inclusive, either open): their sum and number. */
export async function paymentsBetween(
  db: Reader,
  from: string | undefined,
  to: string | undefined,
): Promise<{ amount: string; payments: number }> {
  const range = (column: SQL) =>
    sql`WHERE ${from ? sql`${column} >= ${from}::date` : sql`true`} AND ${to ? sql`${column} <= ${to}::date` : sql`true`}`;
  const result = await db.execute<{ amount: string; payments: number }>(sql`
    SELECT coalesce(sum(amount), 0)::numeric(16,2)::text AS amount, coalesce(sum(payments), 0)::int AS payments FROM (
      SELECT amount, payments FROM ${paymentDayTotals} ${range(sql`${paymentDayTotals.paymentDate}`)}
      UNION ALL
      SELECT amount, payments FROM ${paymentDayDeltas} ${range(sql`${paymentDayDeltas.paymentDate}`)}
    ) d`);
  return {
    amount: String(result.rows[0]?.amount ?? '0.00'),
    payments: Number(result.rows[0]?.payments ?? 0),
  };
}

export interface AccountTotals {
  /** Every account on file. */
  accounts: number;
  /** Accounts per status (debt_accounts.status), statuses with none left out. */
  byStatus: Record<string, number>;
  /** The sum of every account's unpaid balance, an exact two-decimal string. */
  outstanding: string;
}

/** Accounts and their balances, from the rollup: a few rows, however many accounts. */
export async function accountTotals(db: Reader): Promise<AccountTotals> {
  const result = await db.execute<{ status: string | null; accounts: string; outstanding: string }>(sql`
    SELECT status, sum(accounts)::text AS accounts, coalesce(sum(outstanding), 0)::numeric(18,2)::text AS outstanding
    FROM (
      SELECT ${accountTotalsTable.status} AS status, ${accountTotalsTable.accounts} AS accounts, ${accountTotalsTable.outstanding} AS outstanding
      FROM ${accountTotalsTable}
      UNION ALL
      SELECT ${accountTotalsDeltas.status}, ${accountTotalsDeltas.accounts}, ${accountTotalsDeltas.outstanding}
      FROM ${accountTotalsDeltas}
    ) t GROUP BY ROLLUP (status)`);
  const byStatus: Record<string, number> = {};
  let all = { accounts: 0, outstanding: '0.00' };
  for (const row of result.rows) {
    // ROLLUP's grand-total row has no status (a status itself is never null: NOT NULL column).
    if (row.status === null)
      all = { accounts: Number(row.accounts ?? 0), outstanding: String(row.outstanding) };
    else if (Number(row.accounts) !== 0) byStatus[String(row.status)] = Number(row.accounts);
  }
  return { accounts: all.accounts, byStatus, outstanding: all.outstanding };
}

/** Folds the pending deltas into the totals (the rollup-fold job); returns how many it folded. */
export async function foldRollups(db: Reader): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`SELECT fold_rollups() AS folded`);
  return Number(result.rows[0]?.folded ?? 0);
}
