import { addDays } from '@arrears/domain';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { ledgerEntries, paymentMethods, payments, planInstallments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { markAccountsChanged } from '../../accounts';
import { lockedBalanceCents, reversePosting } from '../../ledger';
import { addPaymentDetails, markPaymentReversed } from '../../payments';

/** How far back unsettled ACH debits are asked after: returns come within days of the sale. */
export const ACH_RETURN_LOOKBACK_DAYS = 10;

/** The payments.details key of the day the processor said an ACH debit settled (it is not asked again). */
export const ACH_SETTLED_ON = 'achSettledOn';

/**
 * Asks the processor about each installment paid by ACH in the last ACH_RETURN_LOOKBACK_DAYS days
 * whose debit has not settled yet. A settled one is remembered on its payment; a returned one is
 * reversed in the ledger (the balance goes back up), its payment marked reversed and the installment
 * 'returned', which counts as missed for breaking the plan. Answers how many were returned.
 */
export async function processAchReturns(deps: AppDeps, asOf: string): Promise<number> {
  const open = await deps.db
    .select({
      installmentId: planInstallments.id,
      paymentId: payments.id,
      refnum: payments.transactionId,
      submittedOn: payments.paymentDate,
      token: paymentMethods.token,
    })
    .from(planInstallments)
    .innerJoin(payments, eq(payments.id, planInstallments.paymentId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, sql`(${payments.details}->>'paymentMethodId')::int`))
    .where(
      and(
        eq(planInstallments.status, 'paid'),
        eq(payments.paymentMethod, 'ach'),
        eq(payments.status, 'approved'),
        isNull(sql`${payments.details}->>${ACH_SETTLED_ON}`),
        gte(payments.paymentDate, addDays(asOf, -ACH_RETURN_LOOKBACK_DAYS)),
      ),
    );
  let returned = 0;
  for (const debit of open) {
    const status = await deps.savedMethods.achStatus({
      refnum: debit.refnum ?? '',
      token: debit.token,
      submittedOn: debit.submittedOn,
      asOf,
    });
    if (status.state === 'settled') {
      await addPaymentDetails(deps.db, debit.paymentId, { [ACH_SETTLED_ON]: asOf });
    } else if (status.state === 'returned') {
      const reason = `ACH return ${status.returnCode ?? 'without a code'}: ${status.reason ?? 'returned by the bank'}`;
      if (await reverseReturnedDebit(deps, debit.installmentId, debit.paymentId, asOf, reason)) returned += 1;
    }
  }
  return returned;
}

async function reverseReturnedDebit(
  deps: AppDeps,
  installmentId: number,
  paymentId: number,
  asOf: string,
  reason: string,
): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
    if (!entry) throw new Error(`Payment ${paymentId} has no ledger entry to reverse`);
    await lockedBalanceCents(tx, entry.debtAccountId);
    // Only the run that turns the installment 'returned' reverses it.
    const [claimed] = await tx
      .update(planInstallments)
      .set({ status: 'returned', failureReason: reason, updatedAt: new Date(deps.clock()) })
      .where(and(eq(planInstallments.id, installmentId), eq(planInstallments.status, 'paid')))
      .returning({ id: planInstallments.id });
    if (!claimed) return false;
    await reversePosting(
      tx,
      entry,
      { reason: 'nsf', note: reason, userId: null, source: 'system', effectiveDate: asOf },
      markPaymentReversed,
    );
    return true;
  });
  if (done) markAccountsChanged(deps.db);
  return done;
}
