import { chatPlanOfferSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** GET /api/chat/plan-offer/:accountId: what the Payment plan page can offer the verified account (decision 0063). */
export function fetchChatPlanOffer(accountId: number) {
  return chatCall('GET', `/api/chat/plan-offer/${accountId}`, chatPlanOfferSchema);
}
