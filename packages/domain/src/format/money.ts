/**
 * Money is exact: amounts travel as decimal strings ("1234.50") or integer cents, never as floats
 * that were computed with. Formatting goes through integer cents.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Parses "1,234.5", "$1234.50" or "-12" into integer cents; null when it is not an amount. */
export function parseCents(input: string | number): number | null {
  const text = String(input)
    .trim()
    .replace(/[$,\s]/g, '');
  const match = /^(-)?(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole, frac = ''] = match;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}

/** "$1,234.50" from integer cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100);
  const frac = abs % 100;
  // Intl only sees an exact two-decimal value built from integers.
  return sign + usd.format(Number(`${whole}.${String(frac).padStart(2, '0')}`));
}

/** "$1,234.50" from a decimal string or number as stored (numeric(12,2)). */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return formatCents(0);
  const cents = parseCents(amount);
  return cents === null ? String(amount) : formatCents(cents);
}

/** "1234.50" for storage and transport. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1234.5 for JSON answers whose contract is a number: read from the exact decimal, not divided. */
export function centsToNumber(cents: number): number {
  return Number(centsToDecimal(cents));
}
