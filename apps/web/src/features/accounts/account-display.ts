import {
  ACCOUNT_FIELD_LABELS,
  formatAccountNumber,
  formatDisplayDate,
  formatLastPaymentDate,
  formatMoney,
  formatPhone,
  NOT_AVAILABLE,
  PREFERRED_LANGUAGE_LABELS,
  type PreferredLanguage,
} from '@arrears/domain';
import { type AccountRecord, type AccountValue, textOf } from './api/account-types';

/**
 * How the back office shows an account value (display rules, docs/product/accounts-import.md): MM/DD/YYYY dates (also
 * from spreadsheet serials), ACC- account numbers, (xxx) xxx-xxxx phones, $ amounts, N/A when missing.
 */
const COUNT = new Intl.NumberFormat('en-US');
const TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

export function isPhoneField(key: string): boolean {
  return ACCOUNT_FIELD_LABELS[key]?.format === 'phone';
}

/** Whether the account has nothing in this field (the detail cards leave such fields out). */
export function isEmptyValue(account: AccountRecord, key: string): boolean {
  return textOf(account[key]) === null;
}

export function displayValue(account: AccountRecord, key: string): string {
  const value: AccountValue | undefined = account[key];
  const text = textOf(value);
  if (key === 'last_activity_date') return formatLastPaymentDate(text);
  if (text === null) return NOT_AVAILABLE;
  if (key === 'account_number') return formatAccountNumber(text, account.id);
  if (key === 'preferred_language') return PREFERRED_LANGUAGE_LABELS[text as PreferredLanguage] ?? text;
  switch (ACCOUNT_FIELD_LABELS[key]?.format) {
    case 'phone':
      return formatPhone(text);
    case 'date':
      return formatDisplayDate(text);
    case 'money':
      return formatMoney(text);
    case 'percent': // stored as a percentage: 18.9900 → 18.99%
      return Number.isFinite(Number(text)) ? `${Number(text)}%` : text;
    case 'count':
      return Number.isFinite(Number(text)) ? COUNT.format(Number(text)) : text;
    case 'datetime': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : `${TIMESTAMP.format(date)} ET`;
    }
    default:
      return text; // text, ids, and the masked SSN / birth dates as the server sent them
  }
}

/** The status an account's badges show: account_status, else the record status. */
export function statusOf(account: AccountRecord): string | null {
  return textOf(account.account_status) ?? textOf(account.status);
}

export type BadgeTone = 'green' | 'yellow' | 'grey' | 'red';

/**
 * Detail page badge (docs/product/accounts-import.md): ACTIVE green, Repayment II yellow, Closed grey, anything else
 * red. Compared without regard to case, so 'Active' and 'closed' read as they look.
 */
export function detailBadgeTone(status: string | null): BadgeTone {
  switch (status?.trim().toLowerCase()) {
    case 'active':
      return 'green';
    case 'repayment ii':
      return 'yellow';
    case 'closed':
      return 'grey';
    default:
      return 'red';
  }
}

/**
 * Table badge (docs/product/accounts-import.md, decision 0114): the lists show one form of a status,
 * so every spelling of active ("active", "ACTIVE", "Active") is the same green badge; others grey.
 */
export function tableBadgeTone(status: string | null): BadgeTone {
  return status?.trim().toLowerCase() === 'active' ? 'green' : 'grey';
}

/** "ACC-100003 Maria Garcia": an account as a line of a list (the bulk actions' refusals, checkbox names). */
export function formatAccountNumberOf(account: AccountRecord): string {
  const name = displayValue(account, 'full_name');
  const number = displayValue(account, 'account_number');
  return [number, name].filter((part) => part !== NOT_AVAILABLE).join(' ') || `Account ${account.id}`;
}
