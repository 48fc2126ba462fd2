import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until `deadline` (a Date.now() timestamp), ticking each second; null when
 * there is no deadline. Calls `onDone` once when it reaches 0.
 */
export function useCountdown(deadline: number | null, onDone: () => void): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(() => secondsUntil(deadline));
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (deadline === null) {
      setSecondsLeft(null);
      return;
    }
    let done = false;
    const tick = () => {
      const left = secondsUntil(deadline) ?? 0;
      setSecondsLeft(left);
      if (left <= 0 && !done) {
        done = true;
        clearInterval(interval);
        onDoneRef.current();
      }
    };
    const interval = setInterval(tick, 1000);
    tick();
    return () => clearInterval(interval);
  }, [deadline]);

  return secondsLeft;
}

function secondsUntil(deadline: number | null): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}
