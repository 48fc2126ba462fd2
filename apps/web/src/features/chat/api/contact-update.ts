import { type ChatContactUpdateBody, chatContactUpdateResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** POST /api/chat/contact-update: a change request that staff review on the debtor workspace. */
export function sendContactUpdate(body: ChatContactUpdateBody) {
  return chatCall('POST', '/api/chat/contact-update', chatContactUpdateResponseSchema, body);
}
