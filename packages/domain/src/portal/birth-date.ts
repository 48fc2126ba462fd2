/**
 * The date-of-birth picker's rules (docs/product/identity.md): month, day and year; the days follow the
 * month and year; the years run 100 back from 2007, newest first. Plain code, no zod.
 */
export const BIRTH_YEAR_LATEST = 2007;
export const BIRTH_YEAR_COUNT = 100;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 2007, 2006, … 1908: 100 years, descending. */
export function birthYearOptions(): number[] {
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => BIRTH_YEAR_LATEST - i);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month (1-12). Without a year, February has 29 so a birthday on the 29th can be picked
 * before the year; choosing a year that is not a leap year then drops it.
 */
export function daysInMonth(month: number, year?: number | null): number {
  if (month === 2) return year == null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 'YYYY-MM-DD' once all three parts are chosen and form a real date; '' otherwise. */
export function isoBirthDate(year: number | null, month: number | null, day: number | null): string {
  if (year == null || month == null || day == null) return '';
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The parts of a 'YYYY-MM-DD' date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isoBirthDate(year, month, day) ? { year, month, day } : null;
}
