/**
 * The address lines of the identity check's step two. One canonical form for every option, true or
 * made up: "9 Pine Court, Philadelphia, PA 19103" (street line without unit, city, state, 5-digit ZIP),
 * so the true address does not stand out by its spelling.
 */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Apartment, suite, floor… and everything after: decoys have no unit, so options show none. */
const UNIT = /(?:,\s*|\s+)(?:(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building)\b|#).*$/i;
const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "123 N MAIN ST" → "123 N Main St"; text that already mixes cases is kept as written. */
function tidyCase(text: string): string {
  if (text !== text.toUpperCase() && text !== text.toLowerCase()) return text;
  return text
    .split(' ')
    .map((word) => {
      const upper = word.toUpperCase();
      if (DIRECTIONS.has(upper)) return upper;
      if (/^\d/.test(word)) return word.toLowerCase(); // 1ST → 1st
      return upper.charAt(0) + word.slice(1).toLowerCase();
    })
    .join(' ');
}

export function canonicalStreet(address1: string): string {
  return tidyCase(collapse(collapse(address1).replace(UNIT, '')).replace(/[\s,]+$/, ''));
}

/** The account's address as an option, or null when it has no street line. */
export function accountAddressParts(account: {
  address1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}): AddressParts | null {
  const street = account.address1 ? canonicalStreet(account.address1) : '';
  if (!street) return null;
  const digits = (account.zipCode ?? '').replace(/\D/g, '');
  return {
    street,
    city: tidyCase(collapse(account.city ?? '')),
    state: collapse(account.state ?? '').toUpperCase(),
    // Imports from spreadsheets lose the leading zero of NJ ZIPs (08102 → 8102).
    zip: digits.length > 0 && digits.length < 5 ? digits.padStart(5, '0') : digits.slice(0, 5),
  };
}

export function formatAddressOption(parts: AddressParts): string {
  const region = [parts.state, parts.zip].filter(Boolean).join(' ');
  return [parts.street, parts.city, region].filter(Boolean).join(', ');
}

/** What is compared: lower case letters and digits, single spaces. */
export function addressKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
