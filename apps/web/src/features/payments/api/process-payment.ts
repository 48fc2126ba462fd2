import type { ProcessPaymentBody, ProcessPaymentResult } from '@arrears/domain';
import { apiJson } from '@/lib/api-client';

export const PROCESS_PAYMENT_PATH = '/api/usaepay/process-payment';

/**
 * POST /api/usaepay/process-payment (docs/product/payments.md). A 200 answer is the result, approved
 * (success true) or declined/error (success false); a 400/403 raises ApiError with { message }.
 * No react-query mutation: the form drives the attempt (invoice, double-submit guard) itself.
 */
export function processPayment(body: ProcessPaymentBody): Promise<ProcessPaymentResult> {
  return apiJson<ProcessPaymentResult>('POST', PROCESS_PAYMENT_PATH, body);
}
