/**
 * Display rules of the back office (docs/product/accounts-import.md): spreadsheet serial dates, month/day/year strings,
 * ACC- account numbers, (xxx) xxx-xxxx phones and N/A for missing values.
 */
export const NOT_AVAILABLE = 'N/A';
export const INVALID_DATE = 'Invalid date';
export const NO_RECENT_PAYMENT = 'No recent payment';

/** Days from 1899-12-30 (the spreadsheet epoch, which absorbs the 1900 leap-year bug) to 1970-01-01. */
const SERIAL_EPOCH_OFFSET = 25569;
const DAY_MS = 86_400_000;

/** A spreadsheet serial day number as an ISO date (yyyy-mm-dd). */
export function serialToIsoDate(serial: number): string {
  return new Date(Math.round((serial - SERIAL_EPOCH_OFFSET) * DAY_MS)).toISOString().slice(0, 10);
}

function isValidYmd(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function ymd(y: number, m: number, d: number): string | null {
  if (!isValidYmd(y, m, d)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Reads a date as the product does: a 5-digit number or one above 40000 is a spreadsheet serial;
 * yyyy-mm-dd is ISO; other strings with / or - are month/day/year (two-digit years: 00-69 → 2000s,
 * 70-99 → 1900s). Answers yyyy-mm-dd, or null when the value is not a date.
 */
export function parseFlexibleDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = String(value).trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    const isSerial = /^\d{5}(\.\d+)?$/.test(text) || n > 40000;
    return isSerial && n < 2958466 ? serialToIsoDate(Math.floor(n)) : null;
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return ymd(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const mdy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (mdy) {
    let year = Number(mdy[3]);
    if (mdy[3].length === 2) year += year < 70 ? 2000 : 1900;
    return ymd(year, Number(mdy[1]), Number(mdy[2]));
  }
  return null;
}

/** MM/DD/YYYY for display; N/A when missing, 'Invalid date' when unreadable. */
export function formatDisplayDate(value: unknown): string {
  if (value === null || value === undefined || String(value).trim() === '') return NOT_AVAILABLE;
  const iso = parseFlexibleDate(value);
  if (!iso) return INVALID_DATE;
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * A last payment date (the account's last activity date): MM/DD/YYYY, or 'No recent payment' when there
 * is none or it cannot be read as a date (the display rules' third fallback, beside N/A and Invalid date).
 */
export function formatLastPaymentDate(value: unknown): string {
  const iso = parseFlexibleDate(value);
  return iso ? formatDisplayDate(iso) : NO_RECENT_PAYMENT;
}

/** "ACC_…" numbers are shown as ACC- plus the id padded to 4 digits; others as they are. */
export function formatAccountNumber(accountNumber: string | null | undefined, id: number): string {
  if (!accountNumber) return NOT_AVAILABLE;
  return accountNumber.startsWith('ACC_') ? `ACC-${String(id).padStart(4, '0')}` : accountNumber;
}

/** Digits only; a leading US country code 1 on 11 digits is dropped. */
export function normalizePhone(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let digits = String(value).replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits || null;
}

/** (xxx) xxx-xxxx for 10 digits; other values as given; N/A when missing. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const digits = normalizePhone(value);
  if (digits?.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}

/** The value, or N/A when it is missing or blank. */
export function orNotAvailable(value: string | number | null | undefined): string {
  return value === null || value === undefined || String(value).trim() === '' ? NOT_AVAILABLE : String(value);
}
