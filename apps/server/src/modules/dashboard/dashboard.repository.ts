import {
  COLLECTED_WEEKS,
  DASHBOARD_TIME_ZONE,
  type DashboardSummary,
  promiseKeptRate,
} from '@arrears/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, payments } from '../../db/schema';
import { promiseOutcomes } from '../promises';
import { accountTotals, collectedByWeek, collectedTotal } from '../rollups';

/*
 * Dashboard figures. Totals come from the money rollups (decision 0076): a few rows, however many
 * payments and accounts. "Today" is the database clock in US Eastern, the clock that dates the
 * agency's payments and stamps page views (as the security dashboard does).
 */

/** The test account's approved payments as (payment_date, amount), read through the partial approved index. */
function testAccountPayments(testAccount: string | null): SQL | undefined {
  if (!testAccount) return undefined;
  return sql`
    SELECT ${payments.paymentDate} AS payment_date, ${payments.amount} AS amount
    FROM ${payments}
    WHERE ${payments.debtAccountId} = (
        SELECT ${debtAccounts.id} FROM ${debtAccounts} WHERE ${debtAccounts.accountNumber} = ${testAccount})
      AND ${payments.status} = 'approved'`;
}

/** GET /api/admin/total-collected: every approved payment, less the test account's when one is configured. */
export async function loadTotalCollected(db: Database, testAccount: string | null): Promise<string> {
  return collectedTotal(db, testAccountPayments(testAccount));
}

/** GET /api/admin/dashboard-summary: account count, outstanding total, collections of the last 12 weeks. */
export async function loadDashboardSummary(
  db: Database,
  testAccount: string | null,
): Promise<DashboardSummary> {
  // Monday-start weeks (ISO, as date_trunc counts them) ending with the current US Eastern week.
  const thisMonday = sql`date_trunc('week', (now() AT TIME ZONE ${DASHBOARD_TIME_ZONE})::date)::date`;
  const firstMonday = sql`(${thisMonday} - ${(COLLECTED_WEEKS - 1) * 7}::int)`;
  const [totals, collected, outcomes] = await Promise.all([
    accountTotals(db),
    collectedByWeek(db, firstMonday, thisMonday, testAccountPayments(testAccount)),
    promiseOutcomes(db),
  ]);
  return {
    totalAccounts: totals.accounts,
    totalOutstanding: totals.outstanding,
    collectedByWeek: collected,
    promises: { ...outcomes, keptRate: promiseKeptRate(outcomes.kept, outcomes.broken) },
  };
}
