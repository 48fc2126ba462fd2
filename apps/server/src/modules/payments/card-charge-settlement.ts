import { randomBytes } from 'node:crypto';
import { centsToDecimal, type LedgerMethod } from '@arrears/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { payments } from '../../db/schema';
import type { CardSaleResult } from '../../providers/card-gateway/card-gateway';
import { failureReasonOf, statusOf } from './card-payment-result';
import { balanceCentsOf } from './card-payments.repository';
import { addPaymentTimelineEntry, applyPaymentToAccount, type PaymentChannel } from './payment-ledger';

/** A reserved charge ('processing' row) and the processor's answer to it. */
export interface ChargeToSettle {
  paymentId: number;
  debtAccountId: number;
  sale: CardSaleResult;
  /** What was charged; an approval applies what the processor approved, never more. */
  amountCents: number;
  /** yyyy-mm-dd: the payment's day on the account. */
  paymentDate: string;
  userId: number | null;
  channel: PaymentChannel;
  /** How it was paid, in the ledger's words (card when not said). */
  method?: LedgerMethod;
  /** The timeline line of an approval, given its confirmation code and the amount applied. */
  approvedLine: (confirmationCode: string, appliedCents: number) => string;
  /** The timeline line of a charge not taken; null for none. */
  notTakenLine: string | null;
  /** Why nothing was taken, as the row keeps it; the processor's reason when not said. */
  failureReason?: string;
  /** What the row keeps of the processor and of what the charge paid for. */
  details: Record<string, unknown>;
  processedAt: Date | SQL;
  /**
   * A payment the payer waits on (a card payment taken now): the row also keeps the card checks'
   * answers, the balance when nothing was taken, and the answer a repeat of its invoice replays.
   */
  answer?: (settled: SettledFacts) => Record<string, unknown>;
}

export interface SettledFacts {
  approved: boolean;
  appliedCents: number;
  confirmationCode: string | null;
  /** Known when the charge was approved, or when an answer is kept. */
  balanceBeforeCents: number | null;
  balanceAfterCents: number | null;
}

export type Settlement =
  | ({ kind: 'settled'; answer: Record<string, unknown> | null } & SettledFacts)
  /** The row had left 'processing' (settled before, or marked for reconciliation): nothing written. */
  | { kind: 'not_processing'; status: string | null; answer: unknown };

/**
 * Settles a reserved card charge with the processor's answer, inside the caller's transaction,
 * whoever charged it (a payment taken now, or a plan's installment). Under a lock on the payment
 * row, and only while it is still 'processing', so a second settling (a retry, another instance)
 * changes nothing: an approval is applied to the account (ledger, last activity, timeline, audit)
 * with a new confirmation code; anything else leaves the balance alone. Then the row records the
 * outcome.
 */
export async function settleCardCharge(tx: Transaction, c: ChargeToSettle): Promise<Settlement> {
  const [current] = await tx
    .select({ status: payments.status, result: payments.result })
    .from(payments)
    .where(eq(payments.id, c.paymentId))
    .for('update');
  if (current?.status !== 'processing')
    return { kind: 'not_processing', status: current?.status ?? null, answer: current?.result };

  const approved = c.sale.outcome === 'approved' || c.sale.outcome === 'partial';
  // A partial approval applies only what the processor approved, never more than was asked.
  const appliedCents = approved ? Math.min(c.sale.approvedAmountCents || c.amountCents, c.amountCents) : 0;
  const confirmationCode = approved ? newConfirmationCode() : null;
  let facts: SettledFacts;
  if (confirmationCode !== null) {
    const applied = await applyPaymentToAccount(tx, {
      debtAccountId: c.debtAccountId,
      paymentId: c.paymentId,
      amountCents: appliedCents,
      paymentDate: c.paymentDate,
      userId: c.userId,
      channel: c.channel,
      method: c.method,
      message: c.approvedLine(confirmationCode, appliedCents),
    });
    facts = { approved, appliedCents, confirmationCode, ...applied };
  } else {
    const balance = c.answer ? await balanceCentsOf(tx, c.debtAccountId) : null;
    facts = {
      approved,
      appliedCents,
      confirmationCode,
      balanceBeforeCents: balance,
      balanceAfterCents: balance,
    };
    if (c.notTakenLine !== null) {
      await addPaymentTimelineEntry(tx, {
        debtAccountId: c.debtAccountId,
        paymentId: c.paymentId,
        userId: c.userId,
        channel: c.channel,
        message: c.notTakenLine,
      });
    }
  }
  const answer = c.answer ? c.answer(facts) : null;
  const { balanceBeforeCents: before, balanceAfterCents: after } = facts;
  await tx
    .update(payments)
    .set({
      status: statusOf(c.sale.outcome),
      amount: centsToDecimal(approved ? appliedCents : c.amountCents),
      transactionId: c.sale.refnum,
      confirmationCode,
      authCode: c.sale.authCode,
      gatewayResultCode: c.sale.resultCode,
      failureReason: approved ? null : (c.failureReason ?? failureReasonOf(c.sale)),
      ...(before === null || after === null
        ? {}
        : { balanceBefore: centsToDecimal(before), balanceAfter: centsToDecimal(after) }),
      ...(answer
        ? {
            avsResult: c.sale.avs.result,
            avsResultCode: c.sale.avs.resultCode,
            cvcResult: c.sale.cvc.result,
            cvcResultCode: c.sale.cvc.resultCode,
            result: answer,
          }
        : {}),
      details: c.details,
      processedAt: c.processedAt,
    })
    .where(eq(payments.id, c.paymentId));
  return { kind: 'settled', answer, ...facts };
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "PAY-7K3M-Q9XD": easy to read over the phone, no 0/O or 1/I. */
export function newConfirmationCode(): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `PAY-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
