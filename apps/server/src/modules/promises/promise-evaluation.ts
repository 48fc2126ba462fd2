import { AGENCY_TIME_ZONE, addDays, easternDateOf, PROMISE_GRACE_DAYS } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

/**
 * What was paid towards an open promise `p`: the account's payments and direct payments whose day
 * is from the promise's (Eastern) creation day through its due date plus the grace, less what of
 * them was reversed. Payments lower the balance, so their amounts are negative.
 */
const paidTowards = sql`(
  SELECT -coalesce(sum(e.amount + coalesce(r.amount, 0)), 0)
  FROM ledger_entries e
  LEFT JOIN ledger_entries r ON r.reverses_entry_id = e.id AND r.kind = 'reversal'
  WHERE e.debt_account_id = p.debt_account_id
    AND e.kind IN ('payment', 'direct_payment')
    AND e.effective_date >= (p.created_at AT TIME ZONE ${AGENCY_TIME_ZONE})::date
    AND e.effective_date <= p.due_date + ${PROMISE_GRACE_DAYS}::int
)`;

/**
 * Settles open promises as of `asOf` (decision 0058): kept once their payments reach the amount,
 * broken once the last day of grace is over without them. Run daily by the promise-evaluation job
 * and after a payment; safe to run any number of times.
 */
export async function evaluatePromises(
  db: Database,
  asOf: number,
): Promise<{ kept: number; broken: number }> {
  const at = new Date(asOf).toISOString();
  const kept = await keepPaidPromises(db, asOf);
  // The grace's last day is due + PROMISE_GRACE_DAYS; broken from the day after it.
  const lastOpenDue = addDays(easternDateOf(asOf), -PROMISE_GRACE_DAYS - 1);
  const broken = await db.execute<{ id: number }>(sql`
    UPDATE promises p SET status = 'broken', broken_at = ${at}::timestamptz
    WHERE p.status = 'open' AND p.due_date <= ${lastOpenDue}::date AND ${paidTowards} < p.amount
    RETURNING p.id`);
  return { kept, broken: broken.rows.length };
}

/**
 * Marks kept the open promises (of one account, when given) that their payments have reached. A
 * payment calls it inside its own transaction (asOf null: the database clock), so a promise is kept
 * the moment it is paid.
 */
export async function keepPaidPromises(
  db: Database | Transaction,
  asOf: number | null,
  debtAccountId?: number,
): Promise<number> {
  const account = debtAccountId === undefined ? sql`` : sql`AND p.debt_account_id = ${debtAccountId}`;
  const at = asOf === null ? sql`now()` : sql`${new Date(asOf).toISOString()}::timestamptz`;
  const kept = await db.execute<{ id: number }>(sql`
    UPDATE promises p SET status = 'kept', kept_at = ${at}
    WHERE p.status = 'open' ${account} AND ${paidTowards} >= p.amount
    RETURNING p.id`);
  return kept.rows.length;
}
