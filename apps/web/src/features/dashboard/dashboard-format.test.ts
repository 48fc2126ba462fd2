import { describe, expect, it } from 'vitest';
import { formatEasternTime, formatWeekLabel, formatWholeDollars } from './dashboard-format';

describe('dashboard formats', () => {
  it('shows totals in whole US dollars, rounding half away from zero', () => {
    expect(formatWholeDollars('9438.15')).toBe('$9,438');
    expect(formatWholeDollars('0.50')).toBe('$1');
    expect(formatWholeDollars('0.49')).toBe('$0');
    expect(formatWholeDollars('0.00')).toBe('$0');
    expect(formatWholeDollars('1234567.50')).toBe('$1,234,568');
    expect(formatWholeDollars('-10.50')).toBe('-$11');
  });

  it('shows instants in US Eastern time, standard and daylight', () => {
    expect(formatEasternTime('2026-03-02T15:04:00.000Z')).toBe('Mar 2, 2026, 10:04 AM EST');
    expect(formatEasternTime('2026-07-04T03:30:00.000Z')).toBe('Jul 3, 2026, 11:30 PM EDT');
  });

  it('labels a week by its calendar date, whatever the local zone', () => {
    expect(formatWeekLabel('2026-03-02')).toBe('Mar 2');
  });
});
