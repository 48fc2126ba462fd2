import { describe, expect, it } from 'vitest';
import { describeWindow, THROTTLE_KEY_LABELS, THROTTLE_NAMES, THROTTLES } from './throttles';

describe('the throttles table', () => {
  it.each(THROTTLE_NAMES)('%s counts something per some key, a whole number within a window', (name) => {
    const entry = THROTTLES[name];
    expect(entry.per.length).toBeGreaterThan(0);
    expect(entry.per.every((key) => THROTTLE_KEY_LABELS[key])).toBe(true);
    expect(Number.isInteger(entry.limit) && entry.limit > 0).toBe(true);
    expect(entry.windowMs % 60_000).toBe(0);
    expect(entry.counts && entry.whenExceeded).toBeTruthy();
  });

  it('words a window in minutes or hours', () => {
    expect(describeWindow(10 * 60_000)).toBe('10 minutes');
    expect(describeWindow(60 * 60_000)).toBe('1 hour');
    expect(describeWindow(24 * 60 * 60_000)).toBe('24 hours');
    expect(describeWindow(60_000)).toBe('1 minute');
  });
});
