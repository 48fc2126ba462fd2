import {
  type ChatWrongPartyBody,
  chatStopContactResponseSchema,
  chatWrongPartyResponseSchema,
} from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** POST /api/chat/stop-contact: the confirmed cease request of the verified accounts (decision 0048). */
export function sendStopContact() {
  return chatCall('POST', '/api/chat/stop-contact', chatStopContactResponseSchema, { confirmed: true });
}

/** POST /api/chat/wrong-party: the number we reached is not the debtor's (decision 0048). */
export function sendWrongParty(body: ChatWrongPartyBody) {
  return chatCall('POST', '/api/chat/wrong-party', chatWrongPartyResponseSchema, body);
}
