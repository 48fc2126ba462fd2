import type { Database } from '../../db/client';
import { countRecentEvents, type RequestOrigin } from '../security-events/security-events.service';

/** 10 failed sign-ins in 15 minutes, per username or per IP, and sign-in pauses for that key. */
export const LOGIN_THROTTLE = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Counts come from the security_events table, so every server instance sees the same numbers
 * and a restart forgets nothing.
 */
export async function isLoginThrottled(
  db: Database,
  username: string,
  origin: RequestOrigin,
): Promise<'username' | 'ip' | null> {
  const since = LOGIN_THROTTLE.windowMs;
  const byUser = await countRecentEvents(db, ['login_failure'], { username }, since);
  if (byUser >= LOGIN_THROTTLE.maxFailures) return 'username';
  if (origin.ip) {
    const byIp = await countRecentEvents(db, ['login_failure'], { ip: origin.ip }, since);
    if (byIp >= LOGIN_THROTTLE.maxFailures) return 'ip';
  }
  return null;
}
