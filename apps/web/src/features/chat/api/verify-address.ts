import { type ChatVerifyAddressBody, chatVerifyAddressResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** POST /api/chat/verify-address: the right pick opens the chat session (cookie); a wrong one is a 401. */
export function verifyAddress(body: ChatVerifyAddressBody) {
  return chatCall('POST', '/api/chat/verify-address', chatVerifyAddressResponseSchema, body);
}
