import type { SmsHistoryItem } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

/** The delivery state of a text we sent, in words, with its badge tone. */
const OUTBOUND_STATUS: Record<string, [string, StatusTone]> = {
  accepted: ['Queued', 'grey'],
  queued: ['Queued', 'grey'],
  sending: ['Sending', 'grey'],
  sent: ['Sent', 'blue'],
  delivered: ['Delivered', 'green'],
  undelivered: ['Not delivered', 'red'],
  failed: ['Failed', 'red'],
  refused: ['Not sent: blocked by the compliance rules', 'red'],
};

export function outboundStatus(item: SmsHistoryItem): { label: string; tone: StatusTone } {
  const [label, tone] = OUTBOUND_STATUS[item.status] ?? [item.status, 'grey'];
  return { label, tone };
}

/** What the server did with a carrier keyword (modules/telephony inbound-sms.service.ts). */
export const KEYWORD_NOTES: Record<NonNullable<SmsHistoryItem['keyword']>, string> = {
  stop: 'Opted out of texts — no more texts will be sent to this number. Confirmation reply sent.',
  start: 'Opted back in to texts — texts may be sent to this number again. Confirmation reply sent.',
  help: 'Help reply sent (our phone number and hours).',
};

/** When a text was received, sent, or at least stored. */
export const timeOf = (item: SmsHistoryItem) => item.receivedAt ?? item.sentAt ?? item.createdAt;

export const isUnread = (item: SmsHistoryItem) => item.direction === 'inbound' && item.readAt === null;

/** The server answers newest first; a conversation reads oldest first, the newest at the bottom. */
export const conversationOrder = (items: readonly SmsHistoryItem[]) => [...items].reverse();
