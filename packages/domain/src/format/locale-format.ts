import type { PreferredLanguage } from '../accounts/preferred-language';
import { parseCents } from './money';

/**
 * Money and dates for the reader's language (decision 0072): en-US or es-US, the same USD amounts.
 * es-US writes money as "$1,234.56" (as en-US does) and dates as "26 de noviembre de 2026".
 */
export const LOCALE_OF: Record<PreferredLanguage, string> = { en: 'en-US', es: 'es-US' };

const money: Record<PreferredLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  es: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
};
const longDate: Record<PreferredLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** Integer cents for the language; Intl only sees an exact two-decimal value built from integers. */
export function formatCentsIn(cents: number, language: PreferredLanguage): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const exact = Number(`${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
  return sign + money[language].format(exact);
}

/** A stored decimal amount ("2450.75") for the language; what is not an amount comes back as it was. */
export function formatMoneyIn(
  amount: string | number | null | undefined,
  language: PreferredLanguage,
): string {
  if (amount === null || amount === undefined || amount === '') return formatCentsIn(0, language);
  const cents = parseCents(amount);
  return cents === null ? String(amount) : formatCentsIn(cents, language);
}

/** A calendar day ('yyyy-mm-dd') as "November 26, 2026" / "26 de noviembre de 2026"; not a day → as it was. */
export function formatDayIn(isoDate: string, language: PreferredLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? isoDate : longDate[language].format(day);
}
