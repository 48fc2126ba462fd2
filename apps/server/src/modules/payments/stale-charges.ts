import { centsToNumber, PAYMENT_MESSAGES } from '@arrears/domain';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordSecurityEvent } from '../../security/security-events';
import type { PayingAccount } from './card-payment-result';
import { balanceCentsOf, markStale, type PaymentRow, STALE_CHARGE_MS } from './card-payments.repository';
import { loadPayingAccount } from './paying-account';

// A charge stays 'processing' only while its request runs. One still 'processing' after
// STALE_CHARGE_MS belongs to a server that stopped (or lost its database for good) between asking
// the processor and saving the answer: nobody knows whether money moved, so it is kept for
// reconciliation — never counted as approved, never charged again.

/** Marks one cut-off charge for reconciliation, with the answer a retry of its invoice replays. */
export async function markForReconciliation(
  db: Database,
  row: PaymentRow,
  account: PayingAccount,
): Promise<void> {
  await markStale(db, row.id, staleResult(row, account, await balanceCentsOf(db, account.id)));
}

/**
 * Finds every charge left 'processing' past STALE_CHARGE_MS, marks it for reconciliation and
 * records a HIGH security event for staff to check it with the processor. Safe on several
 * instances at once (markStale only changes a row still 'processing'). Returns how many it marked.
 */
export async function sweepStaleCharges(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'processing'),
        isNotNull(payments.invoice),
        // The database's clock, as created_at is: instances whose clocks differ agree on the age.
        lt(payments.createdAt, sql`now() - make_interval(secs => ${STALE_CHARGE_MS / 1000})`),
      ),
    );
  for (const row of stale) {
    const account = await loadPayingAccount(deps.db, row.debtAccountId);
    if (!account) continue;
    await markForReconciliation(deps.db, row, account);
    await recordSecurityEvent(deps.db, {
      type: 'payment_unconfirmed',
      success: false,
      description: `Card payment ${row.invoice} on ${account.accountNumber} was cut off before the processor's answer was saved: check it with the processor`,
      origin: { ip: null, userAgent: null },
      details: { paymentId: row.id, debtAccountId: account.id },
      riskLevel: 'HIGH',
    });
  }
  return stale.length;
}

function staleResult(row: PaymentRow, account: PayingAccount, balanceCents: number): Record<string, unknown> {
  return {
    success: false,
    status: 'pending_reconciliation',
    message: PAYMENT_MESSAGES.pendingReconciliation,
    paymentId: row.id,
    confirmationCode: null,
    transactionId: null,
    transaction: null,
    amount: Number(row.amount),
    requestedAmount: Number(row.requestedAmount ?? row.amount),
    paymentDate: row.createdAt.toISOString(),
    accountName: account.name,
    accountNumber: account.accountNumber,
    debtAccountId: account.id,
    previousBalance: centsToNumber(balanceCents),
    newBalance: centsToNumber(balanceCents),
    cardLast4: row.cardLast4,
    cardBrand: row.cardBrand,
    failureReason: 'The server stopped before the card processor answered',
    error: PAYMENT_MESSAGES.pendingReconciliation,
    details: null,
  };
}
