import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, clockReading, formatDuration, useCallClock } from './call-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-02T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('formatDuration', () => {
  it('reads mm:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9_999)).toBe('00:09');
    expect(formatDuration(125_000)).toBe('02:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('00:00');
  });
});

describe('advanceClock', () => {
  it('starts at dialing, keeps the first answer, stops at the end, and restarts for a new call', () => {
    let clock = advanceClock(null, 'CA1', 'initiated', 1_000);
    clock = advanceClock(clock, 'CA1', 'ringing', 2_000);
    expect(clock).toEqual({ callSid: 'CA1', dialedAt: 1_000, answeredAt: null, endedAt: null });
    clock = advanceClock(clock, 'CA1', 'in-progress', 4_000);
    clock = advanceClock(clock, 'CA1', 'in-progress', 9_000);
    expect(clock.answeredAt).toBe(4_000);
    clock = advanceClock(clock, 'CA1', 'completed', 64_000);
    expect(clock.endedAt).toBe(64_000);
    expect(advanceClock(clock, 'CA1', 'completed', 99_000).endedAt).toBe(64_000);
    expect(clockReading(clock, 500_000)).toEqual({ label: 'Call duration', time: '01:00' });
    expect(advanceClock(clock, 'CA2', 'initiated', 70_000)).toEqual({
      callSid: 'CA2',
      dialedAt: 70_000,
      answeredAt: null,
      endedAt: null,
    });
  });

  it('a call never answered reads the time it rang', () => {
    const clock = advanceClock(advanceClock(null, 'CA1', 'ringing', 0), 'CA1', 'no-answer', 8_000);
    expect(clockReading(clock, 60_000)).toEqual({ label: 'Not answered, after', time: '00:08' });
  });
});

describe('useCallClock', () => {
  it('counts from dialing, then from the answer, and stops when the call ends', () => {
    const { result, rerender } = renderHook(({ status }) => useCallClock('CA1', status), {
      initialProps: { status: 'initiated' },
    });
    expect(result.current).toEqual({ label: 'Dialing', time: '00:00' });
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toEqual({ label: 'Dialing', time: '00:03' });

    rerender({ status: 'in-progress' });
    expect(result.current).toEqual({ label: 'Talk time', time: '00:00' });
    act(() => vi.advanceTimersByTime(65_000));
    expect(result.current).toEqual({ label: 'Talk time', time: '01:05' });

    rerender({ status: 'completed' });
    expect(result.current).toEqual({ label: 'Call duration', time: '01:05' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toEqual({ label: 'Call duration', time: '01:05' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
