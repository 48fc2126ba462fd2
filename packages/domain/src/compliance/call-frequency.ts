import type { CallFact } from './compliance-types';
import { addDays, localDateOf, startOfLocalDay } from './zoned-time';

/** §1006.14(b)(2): more than 7 calls within 7 consecutive days is presumed harassment. */
export const CALL_LIMIT = { calls: 7, days: 7 } as const;

/** Busy and failed calls never connected: they do not count. No answer, voicemail, canceled do. */
export function isCountedCall(call: Pick<CallFact, 'status'>): boolean {
  return call.status !== 'busy' && call.status !== 'failed';
}

/** Local dates of the 7-day window ending today: [today - 6, today]. */
function windowOf(now: number, timeZone: string): { first: string; today: string } {
  const today = localDateOf(now, timeZone);
  return { first: addDays(today, -(CALL_LIMIT.days - 1)), today };
}

/** Counted calls placed on the consumer's local dates today and the 6 days before, in one zone. */
export function countedCallsInWindow(calls: readonly CallFact[], now: number, timeZone: string): number {
  const { first, today } = windowOf(now, timeZone);
  return calls.filter((call) => {
    if (!isCountedCall(call)) return false;
    const day = localDateOf(call.placedAt, timeZone);
    return day >= first && day <= today;
  }).length;
}

/** The snapshot's "calls in the last 7 days": the highest count over the candidate zones. */
export function callsInLast7Days(
  calls: readonly CallFact[],
  now: number,
  timeZones: readonly string[],
): number {
  return Math.max(0, ...timeZones.map((zone) => countedCallsInWindow(calls, now, zone)));
}

export interface CallFrequencyResult {
  blocked: boolean;
  /** Local midnight (ms) of the day calls are allowed again, latest over the zones; null if not blocked. */
  liftsAt: number | null;
  /** The zone whose midnight that is. */
  liftsIn: string | null;
  /** Counted calls in the window (highest over the zones). */
  count: number;
  /** The latest conversation's local date within the window (first zone that sees one). */
  conversationOn: string | null;
}

/**
 * In one zone: the local date calls are allowed again, or null when a call is allowed today.
 * An 8th counted call is blocked while the 7th most recent counted call is within the window, so
 * it lifts 7 days after that call's day; a conversation on day 1 blocks through day 7.
 */
function liftDayIn(calls: readonly CallFact[], now: number, timeZone: string): string | null {
  const { first, today } = windowOf(now, timeZone);
  const days = calls
    .map((call) => ({ call, day: localDateOf(call.placedAt, timeZone) }))
    .filter(({ day }) => day >= first && day <= today);
  const countedDays = days
    .filter(({ call }) => isCountedCall(call))
    .map(({ day }) => day)
    .sort()
    .reverse();
  const lifts: string[] = [];
  if (countedDays.length >= CALL_LIMIT.calls)
    lifts.push(addDays(countedDays[CALL_LIMIT.calls - 1], CALL_LIMIT.days));
  const conversations = days.filter(({ call }) => call.conversation).map(({ day }) => day);
  if (conversations.length > 0) lifts.push(addDays(conversations.sort().reverse()[0], CALL_LIMIT.days));
  const lift = lifts.sort().reverse()[0];
  return lift && lift > today ? lift : null;
}

/** The call-frequency rule over every candidate zone: blocked if blocked in any, lifted when lifted in all. */
export function callFrequencyOf(
  calls: readonly CallFact[],
  now: number,
  timeZones: readonly string[],
): CallFrequencyResult {
  let liftsAt: number | null = null;
  let liftsIn: string | null = null;
  let conversationOn: string | null = null;
  for (const zone of timeZones) {
    const { first, today } = windowOf(now, zone);
    conversationOn ??=
      calls
        .filter((call) => call.conversation)
        .map((call) => localDateOf(call.placedAt, zone))
        .filter((day) => day >= first && day <= today)
        .sort()
        .reverse()[0] ?? null;
    const liftDay = liftDayIn(calls, now, zone);
    if (!liftDay) continue;
    const at = startOfLocalDay(liftDay, zone);
    if (liftsAt === null || at > liftsAt) {
      liftsAt = at;
      liftsIn = zone;
    }
  }
  return {
    blocked: liftsAt !== null,
    liftsAt,
    liftsIn,
    count: callsInLast7Days(calls, now, timeZones),
    conversationOn,
  };
}
