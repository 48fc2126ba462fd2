import {
  COLLECTED_WEEKS,
  DASHBOARD_TIME_ZONE,
  type DashboardSummary,
  promiseKeptRate,
} from '@arrears/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, payments } from '../../db/schema';
import { promiseOutcomes } from '../promises/promises.repository';

/*
 * Dashboard figures, each one aggregate query. "Today" is the database clock in US Eastern, the
 * clock that dates the agency's payments and stamps page views (as the security dashboard does).
 */

/** Money sums as exact two-decimal strings, 0.00 when there is nothing to add. */
const moneySum = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::numeric(16,2)::text`;

/** Approved payments, without those of the test account when one is configured. */
function collectedPayments(testAccount: string | null): SQL {
  const approved = sql`${payments.status} = 'approved'`;
  if (!testAccount) return approved;
  return sql`${approved} AND ${payments.debtAccountId} IS DISTINCT FROM (
    SELECT ${debtAccounts.id} FROM ${debtAccounts} WHERE ${debtAccounts.accountNumber} = ${testAccount})`;
}

/** GET /api/admin/total-collected */
export async function loadTotalCollected(db: Database, testAccount: string | null): Promise<string> {
  const [row] = await db
    .select({ total: moneySum(payments.amount) })
    .from(payments)
    .where(collectedPayments(testAccount));
  return row?.total ?? '0.00';
}

interface WeekRow extends Record<string, unknown> {
  week_start: string;
  amount: string;
}

/** GET /api/admin/dashboard-summary: account count, outstanding total, collections of the last 12 weeks. */
export async function loadDashboardSummary(
  db: Database,
  testAccount: string | null,
): Promise<DashboardSummary> {
  const [totals] = await db
    .select({
      totalAccounts: sql<number>`count(*)::int`.mapWith(Number),
      totalOutstanding: moneySum(debtAccounts.unpaidBalance),
    })
    .from(debtAccounts);

  // Monday-start weeks (ISO, as date_trunc counts them) ending with the current US Eastern week.
  const thisMonday = sql`date_trunc('week', (now() AT TIME ZONE ${DASHBOARD_TIME_ZONE})::date)::date`;
  const firstMonday = sql`(${thisMonday} - ${(COLLECTED_WEEKS - 1) * 7}::int)`;
  // Payments are summed per week first (one range scan on payment_date), then laid on the weeks.
  const weeks = await db.execute<WeekRow>(sql`
    WITH weeks AS (
      SELECT generate_series(${firstMonday}, ${thisMonday}, interval '7 days')::date AS week_start
    ),
    sums AS (
      SELECT date_trunc('week', ${payments.paymentDate})::date AS week_start, sum(${payments.amount}) AS amount
      FROM ${payments}
      WHERE ${payments.paymentDate} >= ${firstMonday} AND ${collectedPayments(testAccount)}
      GROUP BY 1
    )
    SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
           coalesce(sums.amount, 0)::numeric(16,2)::text AS amount
    FROM weeks
    LEFT JOIN sums ON sums.week_start = weeks.week_start
    ORDER BY weeks.week_start`);
  const outcomes = await promiseOutcomes(db);

  return {
    totalAccounts: totals?.totalAccounts ?? 0,
    totalOutstanding: totals?.totalOutstanding ?? '0.00',
    collectedByWeek: weeks.rows.map((w) => ({ weekStart: String(w.week_start), amount: String(w.amount) })),
    promises: { ...outcomes, keptRate: promiseKeptRate(outcomes.kept, outcomes.broken) },
  };
}
