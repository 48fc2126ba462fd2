import { chatPaymentsResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** GET /api/chat/payments/{debtorId}: the verified account's payments. */
export function fetchChatPayments(debtAccountId: number) {
  return chatCall('GET', `/api/chat/payments/${debtAccountId}`, chatPaymentsResponseSchema);
}
