import { SESSION_LIMITS } from '@arrears/domain';
import { useCallback, useEffect, useRef } from 'react';
import { ACTIVITY_EVENTS, idlePhase } from './idle-timeout';

export interface IdleTimeoutOptions {
  /** Only a signed-in user is watched. */
  enabled: boolean;
  /** Called once when the user has been idle for 25 minutes. */
  onWarning: () => void;
  /** Called once when the user has been idle for 30 minutes. */
  onExpire: () => void;
}

/**
 * Watches user activity (docs/product/sign-in.md): mouse, key, scroll, touch and click reset the last-activity
 * time; every 30 s the idle time is checked. While the warning is showing, activity no longer
 * resets the timer: the user answers the dialog. Call `reset()` after the session is extended.
 * Uses only Date.now() and setInterval, so a test clock can drive it.
 */
export function useIdleTimeout({ enabled, onWarning, onExpire }: IdleTimeoutOptions) {
  const lastActivity = useRef(Date.now());
  const warned = useRef(false);
  const expired = useRef(false);
  const callbacks = useRef({ onWarning, onExpire });
  callbacks.current = { onWarning, onExpire };

  const reset = useCallback(() => {
    lastActivity.current = Date.now();
    warned.current = false;
    expired.current = false;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    reset();

    const onActivity = () => {
      if (!warned.current) lastActivity.current = Date.now();
    };
    const check = () => {
      if (expired.current) return;
      const phase = idlePhase(Date.now() - lastActivity.current);
      if (phase === 'expired') {
        expired.current = true;
        callbacks.current.onExpire();
      } else if (phase === 'warning' && !warned.current) {
        warned.current = true;
        callbacks.current.onWarning();
      }
    };
    // A tab that comes back from the background is checked at once (timers there are throttled).
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };

    const listenerOptions = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, listenerOptions);
    document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(check, SESSION_LIMITS.idleCheckIntervalMs);
    return () => {
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, listenerOptions);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(interval);
    };
  }, [enabled, reset]);

  return { reset };
}
