import { formatDisplayDate, NOT_AVAILABLE } from '@arrears/domain';

/**
 * One form for what every back-office list shows (decision 0114): statuses in sentence case
 * ("Active", never "ACTIVE" beside "Active"), payment methods by kind ("Card", "Bank account"),
 * dates as MM/DD/YYYY and times in the agency's zone, labelled ("03:05 PM ET").
 */

/** The agency's clock (decision 0094): every list time is Eastern, and says so. */
export const LIST_TIME_ZONE = 'America/New_York';
const ZONE_LABEL = 'ET';

const WORDS_KEPT_UPPER = new Set(['ach', 'scra', 'ssn', 'id', 'pif', 'nsf', 'us', 'et']);

/** "ACTIVE", "active", "PENDING_CANCELLATION", "Pending Cancellation" → "Active", "Pending cancellation". */
export function statusLabel(raw: string | null | undefined): string {
  const text = (raw ?? '').trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (!text) return NOT_AVAILABLE;
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (WORDS_KEPT_UPPER.has(word)) return word.toUpperCase();
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}

const CARD =
  /^(card|credit|debit|credit card|debit card|credit_card|debit_card|visa|mastercard|amex|discover)$/;
const BANK =
  /^(ach|bank|bank account|bank_account|bank transfer|bank_transfer|echeck|e-check|e check|checking|savings)$/;
const METHODS: Record<string, string> = {
  check: 'Check',
  cheque: 'Check',
  cash: 'Cash',
  'money order': 'Money order',
  money_order: 'Money order',
  wire: 'Wire transfer',
  'wire transfer': 'Wire transfer',
  wire_transfer: 'Wire transfer',
};

/** CARD, CREDIT CARD, credit_card → "Card"; ach, bank_transfer, Bank Transfer → "Bank account"; others in sentence case. */
export function paymentMethodLabel(raw: string | null | undefined): string {
  const method = (raw ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!method) return NOT_AVAILABLE;
  if (CARD.test(method) || method.endsWith('_card') || method.endsWith(' card')) return 'Card';
  if (BANK.test(method)) return 'Bank account';
  return METHODS[method] ?? statusLabel(method);
}

const DATE_IN_ZONE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: LIST_TIME_ZONE,
});
const TIME_IN_ZONE = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: LIST_TIME_ZONE,
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as MM/DD/YYYY: a calendar date as it is, an instant (ISO time) as its day in the agency's zone. */
export function formatListDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  if (typeof value === 'string' && (DATE_ONLY.test(value) || !value.includes('T')))
    return formatDisplayDate(value);
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? NOT_AVAILABLE : DATE_IN_ZONE.format(date);
}

/** An instant as "12/07/2026 03:05 PM ET": the day, the time and the zone it is told in. */
export function formatListDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return `${DATE_IN_ZONE.format(date)} ${TIME_IN_ZONE.format(date)} ${ZONE_LABEL}`;
}
