import { type CustomerAccount, LOCALE_OF, NOT_AVAILABLE, type PreferredLanguage } from '@arrears/domain';

/** The original creditor of the account box (docs/product/disputes.md): school name, else school group, else N/A. */
export function originalCreditorOf(account: Pick<CustomerAccount, 'school_name' | 'school_group'>): string {
  return account.school_name?.trim() || account.school_group?.trim() || NOT_AVAILABLE;
}

/** The account status of the account box, ACTIVE when none is recorded (docs/product/disputes.md). */
export function accountStatusOf(account: Pick<CustomerAccount, 'account_status'>): string {
  return account.account_status?.trim() || 'ACTIVE';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 2, 2026" (local time). */
export function formatDisputeDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : NOT_AVAILABLE;
}

/** "Mar 2, 2026, 10:05 AM" (local time). */
export function formatDisputeDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : NOT_AVAILABLE;
}

const localDate: Record<PreferredLanguage, Intl.DateTimeFormat> = {
  en: dateFormat,
  es: new Intl.DateTimeFormat(LOCALE_OF.es, { dateStyle: 'medium' }),
};

/** The debtor's history date in the page's language: "Mar 2, 2026" / "2 mar 2026" (local time); none → null. */
export function formatDisputeDateIn(
  iso: string | null | undefined,
  language: PreferredLanguage,
): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? localDate[language].format(date) : null;
}
