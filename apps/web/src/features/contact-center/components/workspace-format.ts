import {
  type DebtorAccount,
  formatDisplayDate,
  NOT_AVAILABLE,
  PREFERRED_LANGUAGE_LABELS,
  type PreferredLanguage,
} from '@arrears/domain';

/** docs/product/contact-center.md: the interest rate with 2 decimals. */
export function formatRate(rate: string | null): string {
  const n = rate === null ? Number.NaN : Number(rate);
  return Number.isFinite(n) ? `${n.toFixed(2)}%` : NOT_AVAILABLE;
}

export const dateOrNa = (value: string | null) => (value ? formatDisplayDate(value) : NOT_AVAILABLE);

export const nameOf = (d: DebtorAccount) =>
  d.fullName?.trim() || [d.firstName, d.lastName].filter(Boolean).join(' ') || NOT_AVAILABLE;

export const creditorOf = (d: DebtorAccount) => d.creditor.schoolName?.trim() || NOT_AVAILABLE;

export function addressLines(d: DebtorAccount): string {
  const { address1, address2, city, state, zipCode } = d.address;
  const street = [address1, address2].filter(Boolean).join(', ');
  const place = [city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ') || NOT_AVAILABLE;
}

/** The language the consumer reads (decision 0072); an answer without it reads as English. */
export const languageOf = (d: DebtorAccount): PreferredLanguage =>
  d.preferredLanguage === 'es' ? 'es' : 'en';

export const languageLabelOf = (d: DebtorAccount) => PREFERRED_LANGUAGE_LABELS[languageOf(d)];
