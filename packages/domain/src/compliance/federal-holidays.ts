import { addDays, weekdayOf } from './zoned-time';

/** A legal public holiday (5 U.S.C. 6103(a)) and the weekday it is observed on (6103(b)). */
export interface FederalHoliday {
  name: string;
  /** The holiday's own date, 'yyyy-mm-dd'. */
  date: string;
  /** The day federal offices close: Friday for a Saturday holiday, Monday for a Sunday one. */
  observedOn: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The nth (1-based) given weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = ymd(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = addDays(month === 12 ? ymd(year + 1, 1, 1) : ymd(year, month + 1, 1), -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

function observed(date: string): string {
  const weekday = weekdayOf(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

/** The eleven legal public holidays of a year, in calendar order. */
export function federalHolidays(year: number): FederalHoliday[] {
  const fixed = (name: string, month: number, day: number): FederalHoliday => {
    const date = ymd(year, month, day);
    return { name, date, observedOn: observed(date) };
  };
  const floating = (name: string, month: number, weekday: number, n: number): FederalHoliday => {
    const date = nthWeekday(year, month, weekday, n);
    return { name, date, observedOn: date };
  };
  return [
    fixed("New Year's Day", 1, 1),
    floating('Birthday of Martin Luther King, Jr.', 1, 1, 3),
    floating("Washington's Birthday", 2, 1, 3),
    floating('Memorial Day', 5, 1, -1),
    fixed('Juneteenth National Independence Day', 6, 19),
    fixed('Independence Day', 7, 4),
    floating('Labor Day', 9, 1, 1),
    floating('Columbus Day', 10, 1, 2),
    fixed('Veterans Day', 11, 11),
    floating('Thanksgiving Day', 11, 4, 4),
    fixed('Christmas Day', 12, 25),
  ];
}

const holidayDays = new Map<number, Set<string>>();

/**
 * A day not counted toward assumed receipt: Saturday, Sunday, a legal public holiday, or the
 * weekday it is observed on (excluding the observed Friday/Monday too is the conservative
 * reading: the validation period only gets longer).
 */
export function isExcludedDay(date: string): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return true;
  const year = Number(date.slice(0, 4));
  // A Saturday New Year's Day of next year is observed on this year's December 31.
  for (const y of [year, year + 1]) {
    let days = holidayDays.get(y);
    if (!days) {
      days = new Set(federalHolidays(y).flatMap((h) => [h.date, h.observedOn]));
      holidayDays.set(y, days);
    }
    if (days.has(date)) return true;
  }
  return false;
}
