/**
 * Card and external payments, receipts, payment details and the one account summary (decision 0045).
 */
export { accountSummaryOf } from './account-summary';
export { settleCardCharge } from './card-charge-settlement';
export { type ChargeAttempt, cardAttemptKeys, refuseCardAttempt } from './card-decline-guard';
export { CARD_DECLINE_THROTTLES, claimCardAttempt, releaseCardAttempt } from './card-decline-limits';
export { failureReasonOf, type PayingAccount } from './card-payment-result';
export { findPayment, reserveCharge, STALE_CHARGE_MS } from './card-payments.repository';
export { type ChargeRequest, processCardPayment } from './card-payments.service';
export { importPaymentsCte } from './import-payments-sql';
export { loadPayingAccount, mayActOnAccount } from './paying-account';
export { addPaymentDetails, insertSettledPayment, markPaymentReversed } from './payment-commands';
export { addPaymentTimelineEntry, paymentsCommitted } from './payment-ledger';
export { paymentsPlugin } from './payments.plugin';
export { receiptOf, receiptText } from './receipts/receipt';
export { renderReceiptPdf } from './receipts/receipt-pdf';
export { sweepStaleCharges } from './stale-charges';
