import { PAYMENT_MESSAGES as M, type ProcessPaymentResult } from '@arrears/domain';
import { ApiError } from '@/lib/api-client';
import { isUnsettled } from './payment-attempt';

/** A payment that did not go through, as the form reports it to its page. */
export interface PaymentFailure {
  /** The processor's answer (success false), or null when the call itself failed. */
  result: ProcessPaymentResult | null;
  /** The call's failure (a 400/403 { message }, a lost connection), or null when the processor answered. */
  error: unknown;
  /** The amount that was attempted, in cents. */
  amountCents: number;
  /** When it was attempted (ISO). */
  attemptedAt: string;
}

/** The server's own words for a refused call; a lost connection or a server fault gets the fallback. */
function callErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) return error.serverMessage ?? fallback;
  return fallback;
}

/** Portal payment (docs/product/payments.md): the result's error, else 'Payment processing failed. Please try again.' */
export function portalFailureMessage(failure: PaymentFailure): string {
  if (failure.result) return failure.result.error || M.failedFallback;
  return callErrorText(failure.error, M.failedFallback);
}

/** Declined dialog (docs/product/payments.md): failureReason, else error, else 'Payment was declined by the processor'. */
export function declinedMessage(failure: PaymentFailure): string {
  if (failure.result) return failure.result.failureReason || failure.result.error || M.declinedFallback;
  return callErrorText(failure.error, M.failedFallback);
}

/**
 * Whether we know nothing was charged: the processor declined or failed it, or the server refused
 * the request. Not after a lost answer or a payment awaiting reconciliation with the processor.
 */
export function nothingCharged(failure: PaymentFailure): boolean {
  if (failure.result) return failure.result.status !== 'pending_reconciliation';
  return !isUnsettled(failure.error);
}

/** The line under a failure's title. */
export function chargeNote(failure: PaymentFailure): string {
  return nothingCharged(failure)
    ? 'No money was taken and your balance has not changed.'
    : 'We could not confirm whether this payment went through. Please check your payment history before trying again.';
}
