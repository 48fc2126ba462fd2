import { describe, expect, it } from 'vitest';
import { isConvenientEverywhere, isConvenientIn, localTimesOf, nextConvenientOpening } from './calling-hours';
import { candidateTimeZones } from './candidate-time-zones';
import { instantOfLocalTime } from './zoned-time';

const at = (date: string, hhmm: string, zone: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return instantOfLocalTime(date, h * 60 + m, zone);
};
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('calling hours (§1006.6(b)(1)(i))', () => {
  it('opens at 8:00 and closes at 21:00 local, both on the minute', () => {
    const zone = 'America/Chicago';
    expect(isConvenientIn(at('2026-05-05', '07:59', zone), zone)).toBe(false);
    expect(isConvenientIn(at('2026-05-05', '08:00', zone), zone)).toBe(true);
    expect(isConvenientIn(at('2026-05-05', '20:59', zone), zone)).toBe(true);
    expect(isConvenientIn(at('2026-05-05', '21:00', zone), zone)).toBe(false);
    expect(isConvenientIn(at('2026-05-05', '20:59', zone) + 59_999, zone)).toBe(true);
  });

  it('requires every candidate zone: NJ with a 213 number waits for 8:00 AM in Los Angeles', () => {
    const zones = candidateTimeZones({ state: 'NJ', zip: null, phone: '2135550100' });
    const morning = at('2026-05-05', '08:30', 'America/New_York');
    expect(isConvenientIn(morning, 'America/New_York')).toBe(true);
    expect(isConvenientEverywhere(morning, zones)).toBe(false);
    expect(nextConvenientOpening(morning, zones)).toEqual({
      at: at('2026-05-05', '08:00', 'America/Los_Angeles'),
      timeZone: 'America/Los_Angeles',
    });
    // 8:30 PM in Los Angeles is 11:30 PM in New York: wait for 8:00 AM in Los Angeles tomorrow.
    const evening = at('2026-05-05', '20:30', 'America/Los_Angeles');
    expect(iso(nextConvenientOpening(evening, zones)?.at)).toBe('2026-05-06T15:00:00.000Z');
    expect(localTimesOf(evening, zones)).toEqual([
      { timeZone: 'America/New_York', localTime: '11:30 PM' },
      { timeZone: 'America/Los_Angeles', localTime: '8:30 PM' },
    ]);
  });

  it('keeps Arizona on standard time all year (no DST)', () => {
    const zones = candidateTimeZones({ state: 'AZ', zip: null, phone: null });
    const summerMorning = Date.parse('2026-07-01T14:30:00Z'); // 7:30 AM in Phoenix, 8:30 AM in Denver
    expect(isConvenientEverywhere(summerMorning, zones)).toBe(false);
    expect(isConvenientIn(summerMorning, 'America/Denver')).toBe(true);
    expect(iso(nextConvenientOpening(summerMorning, zones)?.at)).toBe('2026-07-01T15:00:00.000Z');
    expect(iso(nextConvenientOpening(Date.parse('2026-01-15T14:30:00Z'), zones)?.at)).toBe(
      '2026-01-15T15:00:00.000Z',
    );
  });

  it('handles Hawaii (UTC−10, no DST)', () => {
    const zone = 'Pacific/Honolulu';
    expect(isConvenientIn(Date.parse('2026-07-02T06:59:00Z'), zone)).toBe(true); // 8:59 PM
    expect(isConvenientIn(Date.parse('2026-07-02T07:00:00Z'), zone)).toBe(false); // 9:00 PM
    expect(iso(nextConvenientOpening(Date.parse('2026-07-02T07:00:00Z'), [zone])?.at)).toBe(
      '2026-07-02T18:00:00.000Z',
    );
  });

  it('with nothing known, waits until it is 8:00 AM in Honolulu and before 9:00 PM in New York', () => {
    const zones = candidateTimeZones({ state: null, zip: null, phone: null });
    const noonUtc = Date.parse('2026-11-21T12:00:00Z'); // 2:00 AM in Honolulu
    expect(nextConvenientOpening(noonUtc, zones)).toEqual({
      at: Date.parse('2026-11-21T18:00:00Z'),
      timeZone: 'Pacific/Honolulu',
    });
    expect(isConvenientEverywhere(Date.parse('2026-11-22T01:59:00Z'), zones)).toBe(true); // 8:59 PM New York
    expect(isConvenientEverywhere(Date.parse('2026-11-22T02:00:00Z'), zones)).toBe(false);
  });

  it('Guam with New York overlaps only 5 PM - 9 PM New York (winter), 8 AM - noon in Guam', () => {
    const zones = ['Pacific/Guam', 'America/New_York'];
    const opening = nextConvenientOpening(Date.parse('2026-11-21T12:00:00Z'), zones);
    expect(opening).toEqual({ at: Date.parse('2026-11-21T22:00:00Z'), timeZone: 'Pacific/Guam' });
    expect(isConvenientEverywhere(Date.parse('2026-11-22T01:59:00Z'), zones)).toBe(true);
    expect(isConvenientEverywhere(Date.parse('2026-11-22T02:00:00Z'), zones)).toBe(false);
    // Summer (EDT): only 6 PM - 9 PM New York.
    expect(iso(nextConvenientOpening(Date.parse('2026-07-01T12:00:00Z'), zones)?.at)).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    expect(isConvenientEverywhere(Date.parse('2026-07-02T01:00:00Z'), zones)).toBe(false);
  });

  it('answers null when the zones never share a convenient time', () => {
    // London 8-21 = 08-21Z (winter), Tokyo 8-21 = 23-12Z, Los Angeles 8-21 = 16-05Z: no common hour.
    const zones = ['Europe/London', 'Asia/Tokyo', 'America/Los_Angeles'];
    expect(nextConvenientOpening(Date.parse('2026-11-21T12:00:00Z'), zones)).toBeNull();
    expect(nextConvenientOpening(Date.parse('2026-11-21T12:00:00Z'), [])).toBeNull();
  });
});

describe('the next opening asked again and again (it is remembered per set of zones)', () => {
  /** The first whole minute at or after `from` that is convenient in every zone, walked minute by minute. */
  function walkToOpening(from: number, zones: string[]): number | undefined {
    if (isConvenientEverywhere(from, zones)) return from;
    let minute = Math.ceil(from / 60_000) * 60_000;
    for (let steps = 0; steps < 4 * 24 * 60; steps += 1, minute += 60_000)
      if (isConvenientEverywhere(minute, zones)) return minute;
    return undefined;
  }

  const zoneSets = [
    ['America/New_York', 'America/Chicago', 'America/Denver'],
    ['America/Los_Angeles', 'Pacific/Honolulu'],
    ['America/New_York', 'Pacific/Guam'],
  ];
  // Each walks two days across a change of clocks, forwards (the remembered answer is reused) and
  // backwards (it never is), every 29 minutes so that the minutes of the hour all come up.
  const walks = [Date.parse('2026-03-07T12:00:00Z'), Date.parse('2026-10-31T12:00:00Z')];

  it('answers what a minute-by-minute walk finds, at every moment, forwards and backwards', () => {
    for (const zones of zoneSets) {
      for (const start of walks) {
        const moments = Array.from({ length: 100 }, (_, i) => start + i * 29 * 60_000 + 1);
        for (const from of [...moments, ...[...moments].reverse()]) {
          const answer = nextConvenientOpening(from, zones);
          expect(iso(answer?.at), `${zones.join(', ')} from ${iso(from)}`).toBe(
            iso(walkToOpening(from, zones)),
          );
        }
      }
    }
    // Thousands of minute-by-minute walks: seconds of work on a busy 2-core machine.
  }, 60_000);

  it('names the zone whose 8:00 AM opens the stretch, also when remembered', () => {
    const zones = ['America/New_York', 'America/Los_Angeles'];
    const night = Date.parse('2026-05-06T05:00:00Z'); // 1:00 AM in New York
    const first = nextConvenientOpening(night, zones);
    const again = nextConvenientOpening(night + 3 * 3_600_000, zones);
    expect(first).toEqual({
      at: at('2026-05-06', '08:00', 'America/Los_Angeles'),
      timeZone: 'America/Los_Angeles',
    });
    expect(again).toEqual(first);
  });
});
