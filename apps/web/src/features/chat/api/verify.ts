import { type ChatVerifyBody, chatVerifyResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** POST /api/chat/verify: the same answer for a match and a no-match (five address options). */
export function verifyIdentity(body: ChatVerifyBody) {
  return chatCall('POST', '/api/chat/verify', chatVerifyResponseSchema, body);
}
