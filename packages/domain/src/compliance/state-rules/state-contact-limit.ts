import { isCountedCall } from '../call-frequency';
import type { CallFact, ContactChannel, TextFact } from '../compliance-types';
import { addDays, localDateOf, startOfLocalDay } from '../zoned-time';
import type { StateCallLimit } from './state-call-limits';

/** Failed and refused texts never reached the consumer: they do not count. */
export function isCountedText(text: Pick<TextFact, 'status'>): boolean {
  return text.status !== 'failed' && text.status !== 'refused';
}

export interface StateLimitResult {
  blocked: boolean;
  /** Counted contacts in the window (highest over the zones). */
  count: number;
  /** Local midnight (ms) of the day the limit allows a contact again, latest over the zones; null if not blocked. */
  liftsAt: number | null;
}

/** The instants of the contacts a state limit counts: counted calls, and counted texts where texts count. */
export function countedContacts(
  limit: Pick<StateCallLimit, 'channels'>,
  calls: readonly CallFact[],
  texts: readonly TextFact[],
): number[] {
  const instants = calls.filter(isCountedCall).map((c) => c.placedAt);
  if (limit.channels.includes('sms')) instants.push(...texts.filter(isCountedText).map((t) => t.sentAt));
  return instants;
}

/**
 * A state limit of `contacts` in `days` local days, over every candidate zone: blocked if the
 * window already holds `contacts` in any zone, open again on the local day the oldest of the last
 * `contacts` leaves the window (the latest such midnight over the zones).
 */
export function stateLimitOf(
  limit: Pick<StateCallLimit, 'contacts' | 'days'>,
  instants: readonly number[],
  now: number,
  timeZones: readonly string[],
): StateLimitResult {
  let count = 0;
  let liftsAt: number | null = null;
  for (const zone of timeZones) {
    const today = localDateOf(now, zone);
    const first = addDays(today, -(limit.days - 1));
    const days = instants
      .map((at) => localDateOf(at, zone))
      .filter((day) => day >= first && day <= today)
      .sort()
      .reverse();
    count = Math.max(count, days.length);
    if (days.length < limit.contacts) continue;
    const lift = startOfLocalDay(addDays(days[limit.contacts - 1], limit.days), zone);
    if (liftsAt === null || lift > liftsAt) liftsAt = lift;
  }
  return { blocked: liftsAt !== null, count, liftsAt };
}

/** "calls" or "calls or texts": what a limit counts, in the agent's words. */
export function limitNoun(channels: readonly ContactChannel[]): string {
  return channels.includes('sms') ? 'calls or texts' : 'calls';
}
