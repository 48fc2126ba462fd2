import { accountSummarySchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** GET /api/chat/account-summary: the portal's one summary over the chat's verified accounts (decision 0045). */
export function fetchChatAccountSummary() {
  return chatCall('GET', '/api/chat/account-summary', accountSummarySchema);
}
