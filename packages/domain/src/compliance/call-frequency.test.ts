import { describe, expect, it } from 'vitest';
import { callFrequencyOf, callsInLast7Days, countedCallsInWindow, isCountedCall } from './call-frequency';
import type { CallFact } from './compliance-types';
import { instantOfLocalTime } from './zoned-time';

const CHI = 'America/Chicago';
const NY = 'America/New_York';
const LA = 'America/Los_Angeles';

const at = (date: string, hhmm: string, zone: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return instantOfLocalTime(date, h * 60 + m, zone);
};
const call = (placedAt: number, status = 'no-answer', conversation = false): CallFact => ({
  placedAt,
  status,
  conversation,
});
/** n calls on consecutive local days from `firstDay`, at `hhmm`. */
const dailyCalls = (n: number, firstDay: string, hhmm: string, zone: string, status = 'no-answer') =>
  Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return call(at(day, hhmm, zone), status);
  });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('call frequency (§1006.14(b)(2))', () => {
  it('allows the 7th call in 7 days and blocks the 8th until the 7th-latest call leaves the window', () => {
    const six = dailyCalls(6, '2026-05-04', '10:00', CHI);
    const now = at('2026-05-10', '10:00', CHI);
    expect(callFrequencyOf(six, now, [CHI]).blocked).toBe(false);
    const seven = [...six, call(at('2026-05-10', '09:00', CHI))];
    const result = callFrequencyOf(seven, now, [CHI]);
    expect(result).toMatchObject({ blocked: true, count: 7, liftsIn: CHI, conversationOn: null });
    // The oldest call was on May 4 (day 1): blocked through May 10, allowed from May 11 00:00.
    expect(result.liftsAt).toBe(at('2026-05-11', '00:00', CHI));
    expect(callFrequencyOf(seven, at('2026-05-10', '23:59', CHI), [CHI]).blocked).toBe(true);
    expect(callFrequencyOf(seven, at('2026-05-11', '00:00', CHI), [CHI]).blocked).toBe(false);
  });

  it('does not count busy and failed calls; counts no-answer, voicemail, canceled and answered ones', () => {
    expect(['busy', 'failed'].map((status) => isCountedCall({ status }))).toEqual([false, false]);
    expect(
      ['no-answer', 'completed', 'canceled', 'in-progress'].map((status) => isCountedCall({ status })),
    ).toEqual([true, true, true, true]);
    const now = at('2026-05-10', '10:00', CHI);
    const calls = [
      ...dailyCalls(6, '2026-05-04', '10:00', CHI),
      call(at('2026-05-10', '08:00', CHI), 'busy'),
      call(at('2026-05-10', '08:30', CHI), 'failed'),
    ];
    expect(countedCallsInWindow(calls, now, CHI)).toBe(6);
    expect(callFrequencyOf(calls, now, [CHI]).blocked).toBe(false);
    // A voicemail (completed, left_message), a no-answer and a canceled call all count.
    const mixed = [
      ...dailyCalls(4, '2026-05-04', '10:00', CHI, 'completed'),
      call(at('2026-05-08', '10:00', CHI), 'no-answer'),
      call(at('2026-05-09', '10:00', CHI), 'canceled'),
      call(at('2026-05-10', '08:00', CHI), 'completed'),
    ];
    expect(callFrequencyOf(mixed, now, [CHI])).toMatchObject({ blocked: true, count: 7 });
  });

  it('blocks calls from a conversation on day 1 through day 7 and allows them on day 8', () => {
    const calls = [call(at('2026-05-04', '18:00', CHI), 'completed', true)];
    expect(callFrequencyOf(calls, at('2026-05-04', '18:30', CHI), [CHI]).blocked).toBe(true);
    const day7 = callFrequencyOf(calls, at('2026-05-10', '20:59', CHI), [CHI]);
    expect(day7).toMatchObject({ blocked: true, count: 1, conversationOn: '2026-05-04' });
    expect(day7.liftsAt).toBe(at('2026-05-11', '00:00', CHI));
    expect(callFrequencyOf(calls, at('2026-05-11', '08:00', CHI), [CHI]).blocked).toBe(false);
  });

  it('counts local calendar days, not 24-hour periods, across local midnight', () => {
    // 11:30 PM on May 1 in Chicago is already May 2 in UTC.
    const lateCalls = Array.from({ length: 7 }, () => call(at('2026-05-01', '23:30', CHI)));
    const may8 = at('2026-05-08', '08:00', CHI);
    expect(countedCallsInWindow(lateCalls, may8, CHI)).toBe(0);
    expect(callFrequencyOf(lateCalls, may8, [CHI]).blocked).toBe(false);
    // 12:30 AM on May 2 is in the window of May 8 (May 2 - May 8) and out of May 9's.
    const earlyCalls = Array.from({ length: 7 }, () => call(at('2026-05-02', '00:30', CHI)));
    expect(callFrequencyOf(earlyCalls, at('2026-05-08', '23:59', CHI), [CHI]).blocked).toBe(true);
    expect(callFrequencyOf(earlyCalls, at('2026-05-09', '00:00', CHI), [CHI]).blocked).toBe(false);
  });

  it('lifts at local midnight across the March DST change (a 23-hour day)', () => {
    const calls = dailyCalls(7, '2026-03-02', '09:00', NY);
    const result = callFrequencyOf(calls, at('2026-03-08', '20:00', NY), [NY]);
    expect(result.blocked).toBe(true);
    // Midnight EDT, not 7 × 24 h after Monday's midnight EST (which would be 1:00 AM).
    expect(iso(result.liftsAt)).toBe('2026-03-09T04:00:00.000Z');
    expect(callFrequencyOf(calls, Date.parse('2026-03-09T03:59:00Z'), [NY]).blocked).toBe(true);
    expect(callFrequencyOf(calls, Date.parse('2026-03-09T04:00:00Z'), [NY]).blocked).toBe(false);
  });

  it('lifts at local midnight across the November DST change (a 25-hour day)', () => {
    const ny = [call(at('2026-10-27', '10:00', NY), 'completed', true)];
    const nyResult = callFrequencyOf(ny, at('2026-11-02', '23:30', NY), [NY]);
    expect(iso(nyResult.liftsAt)).toBe('2026-11-03T05:00:00.000Z');
    // 11:30 PM EST on Nov 2 is 04:30Z: a 24-hour count from Oct 27 04:00Z would wrongly allow it.
    expect(callFrequencyOf(ny, Date.parse('2026-11-03T04:30:00Z'), [NY]).blocked).toBe(true);
    const chi = dailyCalls(7, '2026-10-26', '19:00', CHI);
    const chiResult = callFrequencyOf(chi, at('2026-11-01', '12:00', CHI), [CHI]);
    expect(iso(chiResult.liftsAt)).toBe('2026-11-02T06:00:00.000Z');
    expect(callFrequencyOf(chi, Date.parse('2026-11-02T05:30:00Z'), [CHI]).blocked).toBe(true);
  });

  it('with several zones, blocks when any zone blocks and lifts when the last zone lifts', () => {
    // 10:30 PM on May 1 in Los Angeles is 1:30 AM on May 2 in New York.
    const calls = Array.from({ length: 7 }, () => call(at('2026-05-01', '22:30', LA)));
    const may8 = at('2026-05-08', '12:00', NY);
    expect(countedCallsInWindow(calls, may8, LA)).toBe(0);
    expect(callsInLast7Days(calls, may8, [NY, LA])).toBe(7);
    expect(callFrequencyOf(calls, may8, [NY, LA])).toMatchObject({ blocked: true, liftsIn: NY });
    expect(callFrequencyOf(calls, may8, [LA]).blocked).toBe(false);
    // Same local day in both: New York's midnight comes first, Los Angeles' decides.
    const morning = Array.from({ length: 7 }, () => call(at('2026-05-01', '10:00', NY)));
    const both = callFrequencyOf(morning, at('2026-05-07', '12:00', NY), [NY, LA]);
    expect(both).toMatchObject({ blocked: true, liftsIn: LA });
    expect(iso(both.liftsAt)).toBe('2026-05-08T07:00:00.000Z');
    expect(callFrequencyOf(morning, Date.parse('2026-05-08T05:00:00Z'), [NY, LA]).blocked).toBe(true);
  });
});
