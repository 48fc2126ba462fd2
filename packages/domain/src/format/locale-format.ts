import type { PreferredLanguage } from '../accounts/preferred-language';
import { AGENCY_TIME_ZONE } from './eastern-date';
import { parseCents } from './money';

/** The Intl locale a language is written in: US English, US Spanish (the same USD amounts). */
export const LOCALE_OF: Record<PreferredLanguage, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };

const money = {
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
  es: new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
};

/** "$1,234.50" from integer cents, as the language writes it (es-US writes USD like en-US). */
export function formatCentsIn(lang: PreferredLanguage, cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  // Intl only sees an exact two-decimal value built from integers.
  return sign + money[lang].format(Number(`${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`));
}

/** A stored decimal ("1234.50") as money in the language; an unreadable value is shown as it is. */
export function formatMoneyIn(lang: PreferredLanguage, amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return formatCentsIn(lang, 0);
  const cents = parseCents(amount);
  return cents === null ? String(amount) : formatCentsIn(lang, cents);
}

const longDay = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', dateStyle: 'long' }),
};

/** yyyy-mm-dd → "March 5, 2026" / "5 de marzo de 2026". */
export function formatDayIn(lang: PreferredLanguage, day: string): string {
  return longDay[lang].format(new Date(`${day}T12:00:00Z`));
}

const easternDateTime = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
};

/** An instant in the agency's Eastern time: "November 26, 2026 at 10:00 AM" / "26 de noviembre de 2026 a las 10:00 a.m.". */
export function formatEasternDateTimeIn(lang: PreferredLanguage, when: Date): string {
  return easternDateTime[lang].format(when);
}
