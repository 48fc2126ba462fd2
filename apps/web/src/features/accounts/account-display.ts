import {
  ACCOUNT_FIELDS,
  type AccountFieldType,
  formatAccountNumber,
  formatDisplayDate,
  formatMoney,
  formatPhone,
  NOT_AVAILABLE,
} from '@arrears/domain';
import { type AccountRecord, type AccountValue, textOf } from './api/account-types';

/**
 * How the back office shows an account value (display rules, docs/product/accounts-import.md): MM/DD/YYYY dates (also
 * from spreadsheet serials), ACC- account numbers, (xxx) xxx-xxxx phones, $ amounts, N/A when missing.
 */
const TYPE_OF = new Map<string, AccountFieldType>(ACCOUNT_FIELDS.map((f) => [f.key, f.type]));
const TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

export function isPhoneField(key: string): boolean {
  return /_phone$/.test(key);
}

export function displayValue(account: AccountRecord, key: string): string {
  const value: AccountValue | undefined = account[key];
  const text = textOf(value);
  if (text === null) return NOT_AVAILABLE;
  if (key === 'account_number') return formatAccountNumber(text, account.id);
  if (isPhoneField(key)) return formatPhone(text);
  switch (TYPE_OF.get(key)) {
    case 'date':
      return formatDisplayDate(text);
    case 'money':
      return formatMoney(text);
    case 'rate':
      return String(Number(text)); // 5.2500 → 5.25: the record does not say percent or fraction
    case 'timestamp': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : `${TIMESTAMP.format(date)} ET`;
    }
    default:
      return text; // text, integers, and the masked SSN / birth dates as the server sent them
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
 * Table badge (docs/product/accounts-import.md): green only for the exact lower-case `active`, as the spec
 * says; 'Active', 'ACTIVE' or ' active' stay grey, unlike the detail badge.
 */
export function tableBadgeTone(status: string | null): BadgeTone {
  return status === 'active' ? 'green' : 'grey';
}
