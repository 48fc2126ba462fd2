import { addDays, formatLocalTime, instantOfLocalTime, localDateOf, localMinutesOf } from './zoned-time';

/** §1006.6(b)(1)(i): convenient is after 8:00 a.m. and before 9:00 p.m. local time. */
export const CALLING_HOURS = { opensMinutes: 8 * 60, closesMinutes: 21 * 60 } as const;

/** A local window of calling hours: a state may narrow the federal one (state-calling-hours.ts). */
export interface CallingHours {
  opensMinutes: number;
  closesMinutes: number;
}

/** How far ahead to look for a shared convenient time before saying there is none. */
const SEARCH_DAYS = 3;

/** Local time in a zone is within 8:00 (included) and 21:00 (excluded), or the narrower `hours`. */
export function isConvenientIn(ms: number, timeZone: string, hours: CallingHours = CALLING_HOURS): boolean {
  const minutes = localMinutesOf(ms, timeZone);
  return minutes >= hours.opensMinutes && minutes < hours.closesMinutes;
}

/** Convenient in every candidate zone at once. */
export function isConvenientEverywhere(
  ms: number,
  timeZones: readonly string[],
  hours: CallingHours = CALLING_HOURS,
): boolean {
  return timeZones.every((zone) => isConvenientIn(ms, zone, hours));
}

export interface ConvenientOpening {
  /** The instant (ms). */
  at: number;
  /** The zone whose 8:00 AM it is (the last zone to open), or the first zone when `at` is `from`. */
  timeZone: string;
}

/**
 * The earliest instant at or after `from` that is convenient in every zone, or null when the
 * zones never share one (a shared window always begins at `from` or at some zone's 8:00 AM,
 * so those are the only candidates). Two zones always overlap (13 of 24 hours each), but
 * three spread around the globe may not: e.g. London, Tokyo and Los Angeles.
 * US zones (UTC−11 to UTC+10, a 10-hour arc going west from Puerto Rico to Guam) always share
 * at least 3 hours, so null only arises for zones outside the US.
 */
export function nextConvenientOpening(
  from: number,
  timeZones: readonly string[],
  hours: CallingHours = CALLING_HOURS,
): ConvenientOpening | null {
  if (timeZones.length === 0) return null;
  if (isConvenientEverywhere(from, timeZones, hours)) return { at: from, timeZone: timeZones[0] };
  // Later in the same closed stretch the answer is the same: every candidate between `from` and
  // the known opening was a candidate then too, and was not convenient everywhere.
  const key = `${hours.opensMinutes}-${hours.closesMinutes} ${timeZones.join(' ')}`;
  const known = lastOpenings.get(key);
  if (known && known.from <= from && from < known.opening.at) return { ...known.opening };
  const opening = searchOpening(from, timeZones, hours);
  if (opening) {
    if (lastOpenings.size >= REMEMBERED_ZONE_SETS) lastOpenings.clear();
    lastOpenings.set(key, { from, opening });
  }
  return opening ? { ...opening } : null;
}

/**
 * The last opening found per set of zones. Outside calling hours every screen that shows an account
 * asks for it (each channel, the next call), and the search below reads the zones' clocks about 90
 * times: a third of a millisecond for three zones.
 */
const lastOpenings = new Map<string, { from: number; opening: ConvenientOpening }>();
const REMEMBERED_ZONE_SETS = 500;

function searchOpening(
  from: number,
  timeZones: readonly string[],
  hours: CallingHours,
): ConvenientOpening | null {
  const openings: ConvenientOpening[] = [];
  for (const timeZone of timeZones) {
    const today = localDateOf(from, timeZone);
    for (let day = 0; day <= SEARCH_DAYS; day += 1) {
      const at = instantOfLocalTime(addDays(today, day), hours.opensMinutes, timeZone);
      if (at >= from) openings.push({ at, timeZone });
    }
  }
  openings.sort((a, b) => a.at - b.at);
  return openings.find((o) => isConvenientEverywhere(o.at, timeZones, hours)) ?? null;
}

/** "8:12 PM in America/Chicago, 9:12 PM in America/New_York". */
export function describeLocalTimes(ms: number, timeZones: readonly string[]): string {
  return timeZones.map((zone) => `${formatLocalTime(ms, zone)} in ${zone}`).join(', ');
}

/** The local time now in each candidate zone (the snapshot's `localTimes`). */
export function localTimesOf(
  ms: number,
  timeZones: readonly string[],
): { timeZone: string; localTime: string }[] {
  return timeZones.map((timeZone) => ({ timeZone, localTime: formatLocalTime(ms, timeZone) }));
}
