/**
 * Card rules shared by every payment form and the server (docs/product/payments.md). No zod here: the payment
 * form imports these eagerly.
 */
export const CARD_LIMITS = {
  numberMinDigits: 13,
  numberMaxDigits: 19,
  /** The formatted input: 19 characters (docs/product/payments.md: "Card number max length 19"). */
  inputMaxLength: 19,
  cvvMin: 3,
  cvvMax: 4,
  /** Expiry years offered: this year plus 9 more. */
  expiryYearsAhead: 9,
  minAmountCents: 1,
} as const;

/** Digits only, spaces and dashes dropped ("4000 1000 1111 2224" → "4000100011112224"). */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** Groups of 4 for display while typing, at most 19 characters (16 digits and 3 spaces). */
export function formatCardNumberInput(input: string): string {
  const digits = cardDigits(input).slice(0, CARD_LIMITS.numberMaxDigits);
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_LIMITS.inputMaxLength);
}

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

/** The brand from the number's prefix; 'Card' when it is none of the four. */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** The processor's one-letter card type (docs/product/payments.md: V = Visa, M = Mastercard, otherwise Card). */
export function cardTypeLabel(type: string | null | undefined): string {
  if (type === 'V') return 'Visa';
  if (type === 'M') return 'Mastercard';
  return 'Card';
}

/** The years of the expiry select: this year and the next nine, as four-digit strings. */
export function expiryYearOptions(now: Date = new Date()): string[] {
  const first = now.getFullYear();
  return Array.from({ length: CARD_LIMITS.expiryYearsAhead + 1 }, (_, i) => String(first + i));
}

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** A card is good through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && expMonth < thisMonth);
}

/** "XXXXXXXXXXXX2224": how processors mask a number; only the last 4 are kept anywhere. */
export function maskCardNumber(digits: string): string {
  return 'X'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}
