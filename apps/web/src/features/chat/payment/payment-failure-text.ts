import { fillChatText, CHAT_MESSAGES as M } from '@arrears/domain';
import type { PaymentFailure } from '@/features/payments';
import { ApiError } from '@/lib/api-client';

/**
 * Chat payment (docs/product/chat.md): a processor's refusal is 'Payment failed: {error or details or Unknown
 * error}...'; a refused call (amount above the balance, a bad field) shows the server's words; a lost
 * connection or a server fault is 'Payment processing failed...'.
 */
export function chatPaymentFailureText(failure: PaymentFailure, phone: string): string {
  if (failure.result) {
    const error = failure.result.error || failure.result.details || 'Unknown error';
    return fillChatText(M.paymentFailed, { error, phone });
  }
  const { error } = failure;
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fillChatText(M.paymentException, { phone });
}
