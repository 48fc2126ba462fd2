import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLocalDayTime,
  formatLocalTime,
  instantOfLocalTime,
  localDateOf,
  startOfLocalDay,
} from './zoned-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time arithmetic', () => {
  it('finds local midnight on the days of the March and November DST changes (23 and 25 hours)', () => {
    expect(iso(startOfLocalDay('2026-03-08', 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfLocalDay('2026-03-09', 'America/New_York'))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(startOfLocalDay('2026-11-01', 'America/Chicago'))).toBe('2026-11-01T05:00:00.000Z');
    expect(iso(startOfLocalDay('2026-11-02', 'America/Chicago'))).toBe('2026-11-02T06:00:00.000Z');
    expect(
      startOfLocalDay('2026-03-09', 'America/New_York') - startOfLocalDay('2026-03-08', 'America/New_York'),
    ).toBe(23 * 3_600_000);
    expect(
      startOfLocalDay('2026-11-02', 'America/Chicago') - startOfLocalDay('2026-11-01', 'America/Chicago'),
    ).toBe(25 * 3_600_000);
  });

  it('moves a skipped wall time forward and takes the earlier of a repeated one', () => {
    expect(iso(instantOfLocalTime('2026-03-08', 2 * 60 + 30, 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(instantOfLocalTime('2026-11-01', 60 + 30, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(instantOfLocalTime('2026-07-01', 8 * 60, 'America/Phoenix'))).toBe('2026-07-01T15:00:00.000Z');
  });

  it('reads local dates and times and adds calendar days across months and years', () => {
    expect(localDateOf(Date.parse('2026-05-02T04:30:00Z'), 'America/Chicago')).toBe('2026-05-01');
    expect(localDateOf(Date.parse('2026-05-02T04:30:00Z'), 'America/New_York')).toBe('2026-05-02');
    expect(addDays('2026-12-29', 5)).toBe('2027-01-03');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(formatLocalTime(Date.parse('2026-11-21T02:12:00Z'), 'America/Chicago')).toBe('8:12 PM');
    expect(formatLocalDayTime(Date.parse('2026-03-10T13:00:00Z'), 'America/Chicago')).toBe(
      'Tue, Mar 10 at 8:00 AM',
    );
  });
});
