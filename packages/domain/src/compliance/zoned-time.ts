/**
 * Calendar arithmetic in IANA time zones with Intl only (Node's full ICU and every browser):
 * local dates, local midnights and wall-clock times. Days are counted on the calendar, never by
 * adding 24 h, so DST days of 23 and 25 hours come out right.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    hour: values.hour % 24,
    minute: values.minute,
    second: values.second,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' of an instant in a time zone. */
export function localDateOf(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes since local midnight (wall clock) of an instant in a time zone. */
export function localMinutesOf(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  return p.hour * 60 + p.minute;
}

/** A 'yyyy-mm-dd' date moved by whole calendar days (pure calendar math, no time zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return moved.toISOString().slice(0, 10);
}

/** Day of the week of a 'yyyy-mm-dd' date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC). */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a local wall-clock time occurs on a local date. In a spring-forward gap the wall
 * time does not exist and it is moved forward by the gap (02:30 → 03:30, like Temporal's
 * 'compatible'); in a fall-back overlap the earlier of the two instants.
 */
export function instantOfLocalTime(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const wallAsUtc = Date.UTC(y, m - 1, d, 0, minutes);
  const first = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  const second = wallAsUtc - offsetAt(first, timeZone);
  // Fall back: both offsets map back to the same wall time; take the earlier instant.
  const candidates = [first, second].filter(
    (t) => localDateOf(t, timeZone) === date && localMinutesOf(t, timeZone) === minutes,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // Spring forward: the wall time is skipped; the later candidate reads just after the gap.
  return Math.max(first, second);
}

/** The instant the local date begins (local midnight) in a time zone. */
export function startOfLocalDay(date: string, timeZone: string): number {
  return instantOfLocalTime(date, 0, timeZone);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "8:12 PM": the local time in a zone. */
export function formatLocalTime(ms: number, timeZone: string): string {
  let f = timeFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
    timeFormatters.set(timeZone, f);
  }
  // Some ICU versions put a narrow no-break space before AM/PM; agents read a plain space.
  return f.format(new Date(ms)).replace(/\s/g, ' ');
}

/** "Tue, Mar 10 at 8:00 AM": a local day and time in a zone. */
export function formatLocalDayTime(ms: number, timeZone: string): string {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    dayFormatters.set(timeZone, f);
  }
  return `${f.format(new Date(ms))} at ${formatLocalTime(ms, timeZone)}`;
}
