import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, idlePhase } from './idle-timeout';
import { useIdleTimeout } from './use-idle-timeout';

const MIN = 60_000;

describe('idlePhase', () => {
  it('is active under 25 minutes, warns from 25, expires at 30', () => {
    expect(idlePhase(0)).toBe('active');
    expect(idlePhase(25 * MIN - 1)).toBe('active');
    expect(idlePhase(25 * MIN)).toBe('warning');
    expect(idlePhase(30 * MIN - 1)).toBe('warning');
    expect(idlePhase(30 * MIN)).toBe('expired');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('useIdleTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setup(enabled = true) {
    const onWarning = vi.fn();
    const onExpire = vi.fn();
    const hook = renderHook(() => useIdleTimeout({ enabled, onWarning, onExpire }));
    return { onWarning, onExpire, hook };
  }

  it('warns once at 25 minutes idle and expires at 30 (checked every 30 s)', () => {
    const { onWarning, onExpire } = setup();
    vi.advanceTimersByTime(25 * MIN - 30_000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onWarning).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * MIN - 30_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MIN);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'])('%s resets the idle time', (name) => {
    const { onWarning } = setup();
    vi.advanceTimersByTime(20 * MIN);
    document.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(20 * MIN);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MIN);
    expect(onWarning).toHaveBeenCalledTimes(1);
  });

  it('ignores activity once the warning shows, until reset', () => {
    const { onWarning, onExpire, hook } = setup();
    vi.advanceTimersByTime(25 * MIN);
    expect(onWarning).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(5 * MIN);
    expect(onExpire).toHaveBeenCalledTimes(1);

    hook.result.current.reset();
    vi.advanceTimersByTime(25 * MIN);
    expect(onWarning).toHaveBeenCalledTimes(2);
  });

  it('does nothing when signed out', () => {
    const { onWarning, onExpire } = setup(false);
    vi.advanceTimersByTime(60 * MIN);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
