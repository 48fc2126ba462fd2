import { isTerminalCallStatus } from '@arrears/domain';
import { useEffect, useState } from 'react';

/** When one call was dialled, answered and ended (ms since the epoch, the agent's clock). */
export interface CallClock {
  callSid: string;
  dialedAt: number;
  answeredAt: number | null;
  endedAt: number | null;
}

/** The clock after the call shows `status` at `now`: a new call starts a new clock. */
export function advanceClock(
  clock: CallClock | null,
  callSid: string,
  status: string,
  now: number,
): CallClock {
  const current =
    clock && clock.callSid === callSid ? clock : { callSid, dialedAt: now, answeredAt: null, endedAt: null };
  if (current.endedAt !== null) return current;
  if (isTerminalCallStatus(status)) return { ...current, endedAt: now };
  if (status === 'in-progress' && current.answeredAt === null) return { ...current, answeredAt: now };
  return current;
}

/** mm:ss (h:mm:ss past an hour) of a span of milliseconds. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** What the timer reads: talk time from the answer, else the time since dialling, so labelled. */
export function clockReading(clock: CallClock, now: number): { label: string; time: string } {
  const end = clock.endedAt ?? now;
  if (clock.answeredAt !== null)
    return {
      label: clock.endedAt === null ? 'Talk time' : 'Call duration',
      time: formatDuration(end - clock.answeredAt),
    };
  return {
    label: clock.endedAt === null ? 'Dialing' : 'Not answered, after',
    time: formatDuration(end - clock.dialedAt),
  };
}

/** The live reading of a call's timer: re-read every second until the call ends. */
export function useCallClock(callSid: string, status: string) {
  const [clock, setClock] = useState<CallClock>(() => advanceClock(null, callSid, status, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setClock((c) => advanceClock(c, callSid, status, Date.now()));
  }, [callSid, status]);
  const ended = clock.callSid === callSid && clock.endedAt !== null;
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);
  return clockReading(clock, Math.max(now, clock.dialedAt));
}
