import { displayCase } from './street-line';

/**
 * The address lines of the identity check's step two. One canonical form for every option, true or
 * made up: "9 Pine Ct, Philadelphia, PA 19103" (street line without unit or periods, one casing,
 * city, state, 5-digit ZIP), so the true address does not stand out by its spelling.
 */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Apartment, suite, floor, lot… and everything after: no option shows a unit, so the true line's
 * unit is nothing a decoy has to imitate. (The same designators are stripped in SQL by
 * decoy-vocabulary.ts, to group the agency's lines.)
 */
const UNIT =
  /(?:,\s*|\s+)(?:(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building|lot|trlr|spc|ofc|dept)\b|#).*$/i;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function canonicalStreet(address1: string): string {
  const line = collapse(address1).replace(UNIT, '').replace(/\./g, ' ').replace(/,/g, ' ');
  return displayCase(collapse(line));
}

/** City, state and 5-digit ZIP as shown. */
export function townParts(town: {
  city: string | null;
  state: string | null;
  zipCode: string | null;
}): Omit<AddressParts, 'street'> {
  const digits = (town.zipCode ?? '').replace(/\D/g, '');
  return {
    city: displayCase(collapse(town.city ?? '')),
    state: collapse(town.state ?? '').toUpperCase(),
    // Imports from spreadsheets lose the leading zero of NJ ZIPs (08102 → 8102).
    zip: digits.length > 0 && digits.length < 5 ? digits.padStart(5, '0') : digits.slice(0, 5),
  };
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
  return { street, ...townParts(account) };
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
