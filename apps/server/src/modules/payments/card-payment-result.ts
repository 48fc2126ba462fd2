import {
  centsToNumber,
  formatCents,
  type GatewayTransaction,
  PAYMENT_MESSAGES,
  type ProcessPaymentResult,
} from '@arrears/domain';
import type { CardSaleResult } from '../../providers/card-gateway/card-gateway';

export interface PayingAccount {
  id: number;
  userId: number | null;
  /** The agency user the account is assigned to (a collector takes payments only on these). */
  assignedUserId: number | null;
  accountNumber: string;
  name: string;
  email: string | null;
  /** The account's language for messages about it ('en' | 'es'; absent reads as English). */
  preferredLanguage?: string;
  /** Recalled by its client (decision 0050): no new card payment is taken on it (decision 0051). */
  recalled: boolean;
}

/** The status a payment row gets for each processor outcome. */
export function statusOf(outcome: CardSaleResult['outcome']): string {
  switch (outcome) {
    case 'approved':
    case 'partial':
      return 'approved';
    case 'declined':
      return 'declined';
    case 'timeout':
      return 'pending_reconciliation';
    default:
      return 'error';
  }
}

/** Why nothing (or only part) was charged, in words a debtor understands. */
export function failureReasonOf(sale: CardSaleResult): string | null {
  switch (sale.outcome) {
    case 'approved':
      return null;
    case 'partial':
      return null;
    case 'declined':
      return sale.errorMessage ?? PAYMENT_MESSAGES.declinedFallback;
    case 'verification_required':
      return sale.errorMessage ?? PAYMENT_MESSAGES.verificationRequired;
    case 'timeout':
      return 'No answer from the card processor';
    default:
      return sale.errorMessage ?? PAYMENT_MESSAGES.processorError;
  }
}

function messageOf(sale: CardSaleResult, appliedCents: number): string {
  switch (sale.outcome) {
    case 'approved':
      return PAYMENT_MESSAGES.approved;
    case 'partial':
      return `${PAYMENT_MESSAGES.partiallyApproved} (${formatCents(appliedCents)})`;
    case 'declined':
      return PAYMENT_MESSAGES.declined;
    case 'verification_required':
      return PAYMENT_MESSAGES.verificationRequired;
    case 'timeout':
      return PAYMENT_MESSAGES.pendingReconciliation;
    default:
      return PAYMENT_MESSAGES.processorError;
  }
}

/** The processor's answer in its own field names (docs/product/payments.md). */
export function transactionOf(sale: CardSaleResult): GatewayTransaction {
  return {
    result: sale.result,
    result_code: sale.resultCode,
    refnum: sale.refnum,
    transactionid: sale.refnum,
    authcode: sale.authCode,
    creditcard: { type: sale.card.type, number: sale.card.maskedNumber },
    avs: { result: sale.avs.result, result_code: sale.avs.resultCode },
    cvc: { result: sale.cvc.result, result_code: sale.cvc.resultCode },
  };
}

export interface ResultFacts {
  account: PayingAccount;
  paymentId: number;
  sale: CardSaleResult;
  requestedCents: number;
  appliedCents: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  confirmationCode: string | null;
  cardBrand: string;
  cardLast4: string;
  processedAt: Date;
}

/** The answer of process-payment (docs/product/payments.md), stored on the payment row and replayed. */
export function buildPaymentResult(f: ResultFacts): ProcessPaymentResult {
  const success = f.sale.outcome === 'approved' || f.sale.outcome === 'partial';
  const failureReason = success ? null : failureReasonOf(f.sale);
  const timedOut = f.sale.outcome === 'timeout';
  return {
    success,
    status: statusOf(f.sale.outcome),
    message: messageOf(f.sale, f.appliedCents),
    paymentId: f.paymentId,
    confirmationCode: f.confirmationCode,
    transactionId: f.sale.refnum,
    transaction: timedOut ? null : transactionOf(f.sale),
    amount: centsToNumber(success ? f.appliedCents : f.requestedCents),
    requestedAmount: centsToNumber(f.requestedCents),
    paymentDate: f.processedAt.toISOString(),
    accountName: f.account.name,
    accountNumber: f.account.accountNumber,
    debtAccountId: f.account.id,
    previousBalance: centsToNumber(f.balanceBeforeCents),
    newBalance: centsToNumber(f.balanceAfterCents),
    cardLast4: f.cardLast4,
    cardBrand: f.cardBrand,
    failureReason,
    error: success ? null : timedOut ? PAYMENT_MESSAGES.pendingReconciliation : failureReason,
    details: success
      ? null
      : [f.sale.result, f.sale.errorCode && `code ${f.sale.errorCode}`].filter(Boolean).join(', '),
  };
}
