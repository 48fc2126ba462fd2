import { centsToDecimal, formatCents, parseCents } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { addTimelineEntry, recordAudit } from '../account-timeline/account-timeline.service';
import { markAccountsChanged } from '../accounts/accounts-change-stamp';

export type PaymentChannel = 'portal' | 'agent' | 'chat' | 'external';

export interface ApplyPaymentInput {
  debtAccountId: number;
  paymentId: number;
  amountCents: number;
  /** yyyy-mm-dd: the account's last activity date. */
  paymentDate: string;
  userId: number | null;
  channel: PaymentChannel;
  /** The timeline line, e.g. "Card payment $50.00 approved (Visa •••• 2224), ref 3112345". */
  message: string;
}

export interface AppliedPayment {
  balanceBeforeCents: number;
  balanceAfterCents: number;
}

/**
 * What every approved payment does to its account, inside the caller's transaction: the unpaid
 * balance goes down by the amount (numeric arithmetic in PostgreSQL, exact), last activity is set,
 * and the contact timeline and the audit trail get a line. The caller has written the payment row.
 */
export async function applyPaymentToAccount(
  tx: Database | Transaction,
  input: ApplyPaymentInput,
): Promise<AppliedPayment> {
  const amount = centsToDecimal(input.amountCents);
  const [row] = await tx
    .update(debtAccounts)
    .set({
      unpaidBalance: sql`${debtAccounts.unpaidBalance} - ${amount}::numeric`,
      lastActivityDate: input.paymentDate,
      lastActivityAmount: amount,
      updatedAt: sql`now()`,
    })
    .where(eq(debtAccounts.id, input.debtAccountId))
    .returning({ unpaidBalance: debtAccounts.unpaidBalance });
  if (!row) throw new Error(`Account ${input.debtAccountId} vanished while a payment was applied`);
  const balanceAfterCents = parseCents(row.unpaidBalance) ?? 0;
  const balanceBeforeCents = balanceAfterCents + input.amountCents;

  await addPaymentTimelineEntry(tx, input);
  await recordAudit(tx, {
    debtAccountId: input.debtAccountId,
    userId: input.userId,
    source: 'payment',
    field: 'unpaid_balance',
    oldValue: centsToDecimal(balanceBeforeCents),
    newValue: centsToDecimal(balanceAfterCents),
    reason: `Payment #${input.paymentId} of ${formatCents(input.amountCents)} (${input.channel})`,
  });
  return { balanceBeforeCents, balanceAfterCents };
}

/** The contact-timeline line of a payment attempt, approved or not (agents see declines too). */
export async function addPaymentTimelineEntry(
  tx: Database | Transaction,
  entry: Pick<ApplyPaymentInput, 'debtAccountId' | 'paymentId' | 'userId' | 'channel' | 'message'>,
): Promise<void> {
  await addTimelineEntry(tx, {
    debtAccountId: entry.debtAccountId,
    channel: 'Payment',
    userId: entry.userId,
    message: entry.message,
    details: { paymentId: entry.paymentId, channel: entry.channel },
  });
}

/** Call after the transaction that applied payments has committed: the accounts lists refresh now. */
export function paymentsCommitted(db: Database): void {
  markAccountsChanged(db);
}
