import {
  type CustomerAccount,
  formatAccountNumber,
  formatDayIn,
  formatDisplayDate,
  type PreferredLanguage,
} from '@arrears/domain';
import type { BillingDefaults } from './components/card-payment-form';

/** The account number as the portal shows it (ACC_… becomes ACC- and the padded id). */
export function accountLabelOf(account: Pick<CustomerAccount, 'account_number' | 'id'>): string {
  return formatAccountNumber(account.account_number, account.id);
}

/** The payment form's billing details, filled from the account's name and address. */
export function billingDefaultsOf(account: CustomerAccount): BillingDefaults {
  return {
    firstName: account.first_name ?? '',
    lastName: account.last_name ?? '',
    address: account.address1 ?? '',
    city: account.city ?? '',
    state: (account.state ?? '')
      .replace(/[^a-z]/gi, '')
      .slice(0, 2)
      .toUpperCase(),
    zip: (account.zip_code ?? '').replace(/\D/g, '').slice(0, 5),
  };
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeEs = new Intl.DateTimeFormat('es-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A payment's date: with its time when the value has one ("Jun 2, 2025, 10:05 AM"), else MM/DD/YYYY. */
export function formatPaymentDate(value: string | null | undefined): string {
  if (value && /T\d{2}:\d{2}/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return dateTime.format(date);
  }
  return formatDisplayDate(value);
}

/**
 * A payment's date in the reader's language: English as formatPaymentDate; Spanish with its time
 * ("2 jun 2025, 10:05 a. m.") or the day in words ("2 de junio de 2025"), never a bare 06/02.
 */
export function formatPaymentDateIn(value: string | null | undefined, language: PreferredLanguage): string {
  if (language === 'en') return formatPaymentDate(value);
  if (value && /T\d{2}:\d{2}/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return dateTimeEs.format(date);
  }
  return value ? formatDayIn(value, language) : formatDisplayDate(value);
}
