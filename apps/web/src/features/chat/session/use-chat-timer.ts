import { CHAT_TIMING } from '@arrears/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Activity that resets the chat's idle timer (docs/product/chat.md). */
const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll'] as const;

/** A click on a telephone link is not activity (docs/product/chat.md): calling us should not keep the chat alive. */
function isTelephoneClick(event: Event): boolean {
  if (event.type !== 'click' || !(event.target instanceof Element)) return false;
  return event.target.closest('a[href^="tel:"]') !== null;
}

export interface ChatTimerOptions {
  /** The timer runs while the visitor is verified. */
  running: boolean;
  /** Activity counts only while the panel is open (anywhere on the page). */
  listening: boolean;
  onActivity?: () => void;
  onExpire: () => void;
}

/**
 * The chat's idle timer (docs/product/chat.md): after 3 minutes idle it reports the seconds left of the
 * remaining 2; at 5 minutes it calls onExpire once. Uses Date.now and setInterval only, so vitest's
 * fake timers and Playwright's page.clock drive it.
 */
export function useChatTimer({ running, listening, onActivity, onExpire }: ChatTimerOptions) {
  const lastActivity = useRef(Date.now());
  const callbacks = useRef({ onActivity, onExpire });
  callbacks.current = { onActivity, onExpire };
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const touch = useCallback(() => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  }, []);

  useEffect(() => {
    if (!running) {
      setSecondsLeft(null);
      return;
    }
    lastActivity.current = Date.now();
    let expired = false;
    const interval = setInterval(() => {
      if (expired) return;
      const idle = Date.now() - lastActivity.current;
      if (idle >= CHAT_TIMING.sessionTimeoutMs) {
        expired = true;
        setSecondsLeft(null);
        callbacks.current.onExpire();
      } else if (idle >= CHAT_TIMING.warningAfterMs) {
        setSecondsLeft(Math.ceil((CHAT_TIMING.sessionTimeoutMs - idle) / 1000));
      } else {
        setSecondsLeft(null);
      }
    }, 1000);
    return () => clearInterval(interval);
  }, [running]);

  useEffect(() => {
    if (!running || !listening) return;
    const onEvent = (event: Event) => {
      if (isTelephoneClick(event)) return;
      touch();
      callbacks.current.onActivity?.();
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onEvent, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onEvent, options);
    };
  }, [running, listening, touch]);

  return { secondsLeft, touch };
}
