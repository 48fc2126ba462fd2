import { centsToDecimal, formatCents, type LedgerMethod } from '@arrears/domain';
import type { Database, Transaction } from '../../db/client';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { markAccountsChanged, recordLastActivity } from '../accounts';
import { postLedgerEntry } from '../ledger';
import { keepPaidPromises } from '../promises';

/** Where a payment was taken; plan: an installment the arrangement scheduler charged. */
export type PaymentChannel = 'portal' | 'agent' | 'chat' | 'ivr' | 'external' | 'plan';

export interface ApplyPaymentInput {
  debtAccountId: number;
  paymentId: number;
  amountCents: number;
  /** yyyy-mm-dd: the account's last activity date. */
  paymentDate: string;
  userId: number | null;
  channel: PaymentChannel;
  /** How it was paid, in the ledger's words (card when not said). */
  method?: LedgerMethod;
  /** Who received the money: the agency (held in trust) or the client directly (reported to us). */
  paidTo?: 'agency' | 'client';
  /** The timeline line, e.g. "Card payment $50.00 approved (Visa •••• 2224), ref 3112345". */
  message: string;
}

export interface AppliedPayment {
  balanceBeforeCents: number;
  balanceAfterCents: number;
}

/**
 * What every approved payment does to its account, inside the caller's transaction: it is posted to
 * the ledger (a payment to the agency, or a direct payment when the debtor paid the client), which
 * lowers the balance by the amount; last activity is set, and the contact timeline and the audit
 * trail get a line. The caller has written the payment row.
 */
export async function applyPaymentToAccount(
  tx: Database | Transaction,
  input: ApplyPaymentInput,
): Promise<AppliedPayment> {
  const { balanceBeforeCents, balanceAfterCents } = await postLedgerEntry(tx, {
    debtAccountId: input.debtAccountId,
    kind: input.paidTo === 'client' ? 'direct_payment' : 'payment',
    amountCents: -input.amountCents,
    effectiveDate: input.paymentDate,
    postedByUserId: input.userId,
    source: input.channel,
    method: input.method ?? 'card',
    paymentId: input.paymentId,
  });
  const found = await recordLastActivity(tx, input.debtAccountId, {
    date: input.paymentDate,
    amount: centsToDecimal(input.amountCents),
  });
  if (!found) throw new Error(`Account ${input.debtAccountId} vanished while a payment was applied`);

  await addPaymentTimelineEntry(tx, input);
  await keepPaidPromises(tx, null, input.debtAccountId);
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
