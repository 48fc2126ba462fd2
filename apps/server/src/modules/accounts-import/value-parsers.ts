import {
  centsToDecimal,
  DEBT_TYPES,
  normalizePhone,
  parseCents,
  parseDebtType,
  parseFlexibleDate,
  parsePreferredLanguage,
} from '@arrears/domain';
import type { CellValue } from './sheets/sheet-rows';

/**
 * One cell turned into the value stored, or the reason it cannot be. An empty cell is `null`
 * (nothing to write); a value that is present but wrong is a row error. Values are exact: money
 * goes through integer cents to a decimal string, never through float arithmetic.
 */
export type Parsed<T> = { value: T | null } | { error: string };

const MAX_MONEY_CENTS = 999_999_999_999; // numeric(12,2)
const MAX_TEXT = 1000;
export const MAX_NOTE = 10_000;

/** The cell as text: numbers without float noise, dates as yyyy-mm-dd, blanks as null. */
export function cellText(cell: CellValue): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return numberText(cell);
  const text = String(cell).trim();
  return text === '' ? null : text;
}

/** 1234.5600000000002 → "1234.56": a spreadsheet's double, written as the sheet shows it. */
function numberText(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(15)));
}

export function parseText(cell: CellValue, max = MAX_TEXT): Parsed<string> {
  const text = cellText(cell);
  if (text !== null && text.length > max)
    return { error: `is longer than ${max.toLocaleString('en-US')} characters` };
  return { value: text };
}

/** Already as stored: digits, a point and two decimals, no leading zero. */
const CANONICAL_MONEY = /^-?(?:0|[1-9]\d{0,9})\.\d\d$/;

export function parseMoney(cell: CellValue): Parsed<string> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  if (CANONICAL_MONEY.test(text)) return { value: text === '-0.00' ? '0.00' : text };
  const cents = parseCents(text.replace(/^\((.*)\)$/, '-$1')); // (12.50) is how accountants write -12.50
  if (cents === null) return { error: `"${text}" is not an amount (for example 1234.56 or $1,234.56)` };
  if (Math.abs(cents) > MAX_MONEY_CENTS) return { error: `"${text}" is too large` };
  return { value: centsToDecimal(cents) };
}

/** Rates as numeric(9,4): "5.25", "5.25%" or 5.25 from a number cell. */
export function parseRate(cell: CellValue): Parsed<string> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  const match = /^(-)?(\d{1,5})(?:\.(\d{0,4}))?\s*%?$/.exec(text.replace(/,/g, ''));
  if (!match) return { error: `"${text}" is not a rate (for example 5.25)` };
  const [, minus = '', whole, frac = ''] = match;
  return { value: `${minus}${Number(whole)}.${frac.padEnd(4, '0')}` };
}

export function parseInteger(cell: CellValue): Parsed<number> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  const match = /^-?\d{1,3}(,\d{3})+$|^-?\d+$/.exec(text);
  const n = match ? Number(text.replace(/,/g, '')) : Number.NaN;
  if (!Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647) {
    return { error: `"${text}" is not a whole number` };
  }
  return { value: n };
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0']);

/** A yes/no column (true/false, yes/no, 1/0, any case) → 'true' | 'false'; empty keeps the stored value. */
export function parseYesNo(cell: CellValue): Parsed<string> {
  const text = cellText(cell)?.toLowerCase() ?? null;
  if (text === null) return { value: null };
  if (YES.has(text)) return { value: 'true' };
  if (NO.has(text)) return { value: 'false' };
  return { error: `"${text}" is not yes or no (use true/false, yes/no or 1/0)` };
}

/** MM/DD/YYYY, M/D/YY, yyyy-mm-dd, a spreadsheet serial, or a date cell → yyyy-mm-dd. */
export function parseDate(cell: CellValue): Parsed<string> {
  if (cell === null) return { value: null };
  const text = cell instanceof Date ? cell : cellText(cell);
  if (text === null) return { value: null };
  const iso = parseFlexibleDate(text);
  if (!iso) return { error: `"${cellText(cell)}" is not a date (use MM/DD/YYYY)` };
  const year = Number(iso.slice(0, 4));
  if (year < 1850 || year > 2199) return { error: `"${cellText(cell)}" is not a plausible date` };
  return { value: iso };
}

export function parsePhone(cell: CellValue): Parsed<string> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  const digits = normalizePhone(text);
  if (!digits || digits.length < 7 || digits.length > 15) return { error: `"${text}" is not a phone number` };
  return { value: digits };
}

export function parseEmail(cell: CellValue): Parsed<string> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  if (text.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    return { error: `"${text}" is not an e-mail address` };
  }
  return { value: text };
}

/** ZIP codes lose their leading zeros in number cells (08002 → 8002): put them back. */
export function parseZip(cell: CellValue): Parsed<string> {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < 100000) {
    return { value: String(cell).padStart(5, '0') };
  }
  return parseText(cell, 20);
}

/** Nine digits, with or without dashes; a number cell may have lost leading zeros. */
export function parseSsn(cell: CellValue): Parsed<string> {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell > 0 && cell < 1e9) {
    return { value: String(cell).padStart(9, '0') };
  }
  const text = cellText(cell);
  if (text === null) return { value: null };
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return { error: 'is not a 9-digit SSN' };
  return { value: digits };
}

/** en, es, English, Spanish, Español in any case → 'en' | 'es' (the letters' language, decision 0066). */
export function parsePreferredLanguageCell(cell: CellValue): Parsed<string> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  const language = parsePreferredLanguage(text);
  if (!language)
    return { error: `"${text}" is not a language we write letters in (use en or es, English or Spanish)` };
  return { value: language };
}

/** written_contract, open_account, promissory_note, oral_contract, in any case, spaces or dashes (decision 0107). */
export function parseDebtTypeCell(cell: CellValue): Parsed<string> {
  const text = cellText(cell);
  if (text === null) return { value: null };
  const type = parseDebtType(text);
  if (!type) return { error: `"${text}" is not a debt type (use ${DEBT_TYPES.join(', ')})` };
  return { value: type };
}
