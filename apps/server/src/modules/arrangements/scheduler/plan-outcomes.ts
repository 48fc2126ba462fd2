import { addDays, centsToDecimal, formatCents, formatMoney, PLAN_LIMITS } from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import { debtAccounts, paymentPlans, planInstallments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { addTimelineEntry, recordAudit } from '../../account-timeline';
import { markAccountsChanged, setAccountStatus } from '../../accounts';
import { lockedBalanceCents, postLedgerEntry } from '../../ledger';
import { ACH_RETURN_LOOKBACK_DAYS, ACH_SETTLED_ON } from './ach-returns';

/** The status an account settled by a settlement shows (the lists and the badge read account_status). */
export const SETTLED_IN_FULL_STATUS = 'Settled in full';

/**
 * What the account paid outside plan `p` since its earliest missed (or returned) installment past
 * the grace, less what of it was reversed: a missed installment paid another way is made up.
 */
const madeUp = sql`(
  SELECT -coalesce(sum(e.amount + coalesce(r.amount, 0)), 0)
  FROM ledger_entries e
  LEFT JOIN ledger_entries r ON r.reverses_entry_id = e.id AND r.kind = 'reversal'
  WHERE e.debt_account_id = p.debt_account_id
    AND e.kind IN ('payment', 'direct_payment')
    AND e.effective_date >= m.first_due
    AND NOT EXISTS (SELECT 1 FROM plan_installments o WHERE o.plan_id = p.id AND o.payment_id = e.payment_id)
)`;

/**
 * Breaks each active plan with a missed or returned installment whose due date plus
 * PLAN_LIMITS.graceDays is before `asOf` and that was not made up: the plan becomes 'broken', its
 * scheduled installments 'cancelled', and the timeline says so. Answers how many broke.
 */
export async function breakLapsedPlans(deps: AppDeps, asOf: string): Promise<number> {
  const lastGraceDue = addDays(asOf, -PLAN_LIMITS.graceDays - 1);
  const lapsed = await deps.db.execute<{ id: number; debt_account_id: number; missed: string }>(sql`
    SELECT p.id, p.debt_account_id, m.missed::text AS missed
    FROM payment_plans p
    JOIN (
      SELECT plan_id, min(due_date) AS first_due, sum(amount) AS missed
      FROM plan_installments
      WHERE status IN ('missed', 'returned') AND due_date <= ${lastGraceDue}::date
      GROUP BY plan_id
    ) m ON m.plan_id = p.id
    WHERE p.status = 'active' AND ${madeUp} < m.missed`);
  let broken = 0;
  for (const plan of lapsed.rows) {
    const done = await deps.db.transaction(async (tx) => {
      const now = new Date(deps.clock());
      const [claimed] = await tx
        .update(paymentPlans)
        .set({ status: 'broken', brokenAt: now, updatedAt: now })
        .where(and(eq(paymentPlans.id, Number(plan.id)), eq(paymentPlans.status, 'active')))
        .returning();
      if (!claimed) return false;
      const cancelled = await tx
        .update(planInstallments)
        .set({ status: 'cancelled', failureReason: 'The plan was broken', updatedAt: now })
        .where(and(eq(planInstallments.planId, claimed.id), eq(planInstallments.status, 'scheduled')))
        .returning({ id: planInstallments.id });
      const what = claimed.kind === 'settlement' ? 'Settlement' : 'Payment plan';
      await addTimelineEntry(tx, {
        debtAccountId: claimed.debtAccountId,
        channel: 'Update',
        userId: null,
        message: `${what} #${claimed.id} broken: ${formatMoney(plan.missed)} missed and not made up within ${PLAN_LIMITS.graceDays} days; ${cancelled.length} remaining installment${cancelled.length === 1 ? '' : 's'} cancelled`,
        details: { planId: claimed.id, outcome: 'broken' },
      });
      return true;
    });
    if (done) broken += 1;
  }
  return broken;
}

/**
 * Completes each active plan with nothing left to charge and every installment paid (cancelled ones
 * aside), once its ACH debits have settled (or are past the return window). A settlement completed
 * writes off the rest of the balance in the ledger and leaves the account settled in full.
 * Answers how many completed.
 */
export async function completePaidPlans(deps: AppDeps, asOf: string): Promise<number> {
  const returnWindowStart = addDays(asOf, -ACH_RETURN_LOOKBACK_DAYS);
  const paid = await deps.db.execute<{ id: number }>(sql`
    SELECT p.id FROM payment_plans p
    WHERE p.status = 'active'
      AND EXISTS (SELECT 1 FROM plan_installments i WHERE i.plan_id = p.id AND i.status = 'paid')
      AND NOT EXISTS (
        SELECT 1 FROM plan_installments i WHERE i.plan_id = p.id AND i.status NOT IN ('paid', 'cancelled'))
      AND NOT EXISTS (
        SELECT 1 FROM plan_installments i JOIN payments pay ON pay.id = i.payment_id
        WHERE i.plan_id = p.id AND pay.payment_method = 'ach'
          AND pay.details->>${ACH_SETTLED_ON} IS NULL AND pay.payment_date >= ${returnWindowStart}::date)`);
  let completed = 0;
  for (const { id } of paid.rows) {
    if (await completePlan(deps, Number(id), asOf)) completed += 1;
  }
  if (completed > 0) markAccountsChanged(deps.db);
  return completed;
}

async function completePlan(deps: AppDeps, planId: number, asOf: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = new Date(deps.clock());
    const [plan] = await tx
      .update(paymentPlans)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.status, 'active')))
      .returning();
    if (!plan) return false;
    if (plan.kind !== 'settlement') {
      await addTimelineEntry(tx, {
        debtAccountId: plan.debtAccountId,
        channel: 'Update',
        userId: null,
        message: `Payment plan #${plan.id} completed: every installment is paid`,
        details: { planId: plan.id, outcome: 'completed' },
      });
      return true;
    }
    const balanceCents = (await lockedBalanceCents(tx, plan.debtAccountId)) ?? 0;
    if (balanceCents > 0) {
      await postLedgerEntry(tx, {
        debtAccountId: plan.debtAccountId,
        kind: 'settlement_writeoff',
        amountCents: -balanceCents,
        effectiveDate: asOf,
        postedByUserId: null,
        source: 'system',
        reason: `Settlement #${plan.id} paid in full`,
      });
    }
    const [before] = await tx
      .select({ status: debtAccounts.status, accountStatus: debtAccounts.accountStatus })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, plan.debtAccountId));
    await setAccountStatus(tx, plan.debtAccountId, {
      status: 'settled_in_full',
      accountStatus: SETTLED_IN_FULL_STATUS,
      at: now,
    });
    const why = `Settlement #${plan.id} of ${formatMoney(plan.totalAmount)} paid in full`;
    await recordAudit(tx, [
      {
        debtAccountId: plan.debtAccountId,
        userId: null,
        source: 'ledger',
        field: 'unpaid_balance',
        oldValue: centsToDecimal(balanceCents),
        newValue: '0.00',
        reason: `${why}: the rest written off`,
      },
      {
        debtAccountId: plan.debtAccountId,
        userId: null,
        source: 'ledger',
        field: 'account_status',
        oldValue: before?.accountStatus ?? before?.status ?? null,
        newValue: SETTLED_IN_FULL_STATUS,
        reason: why,
      },
    ]);
    await addTimelineEntry(tx, {
      debtAccountId: plan.debtAccountId,
      channel: 'Update',
      userId: null,
      message: `${why}: ${formatCents(balanceCents)} written off; the account is settled in full`,
      details: { planId: plan.id, outcome: 'completed', writtenOffCents: balanceCents },
    });
    return true;
  });
}
