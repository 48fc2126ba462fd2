import { type ChatDisputeBody, chatDisputeResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** POST /api/disputes/submit: the chat's dispute, stored with the portal's disputes. */
export function submitChatDispute(body: ChatDisputeBody) {
  return chatCall('POST', '/api/disputes/submit', chatDisputeResponseSchema, body);
}
