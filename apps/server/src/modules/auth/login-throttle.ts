import { THROTTLES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';
import type { RequestOrigin } from '../../request-origin';
import { countRecentEvents, recordSecurityEventWithId } from '../../security/security-events';

const SIGN_IN = THROTTLES['sign-in'];

/** The sign-in throttle in the shape its tests read: failures per username or per IP, then a pause for that key. */
export const LOGIN_THROTTLE = { maxFailures: SIGN_IN.limit, windowMs: SIGN_IN.windowMs } as const;

export type LoginThrottledBy = 'username' | 'ip' | null;

/**
 * Counts come from the security_events table, so every server instance sees the same numbers
 * and a restart forgets nothing. The attempt's own row is among them.
 */
async function throttledBy(db: Database, username: string, origin: RequestOrigin): Promise<LoginThrottledBy> {
  const since = SIGN_IN.windowMs;
  const byUser = await countRecentEvents(db, ['login_failure'], { username }, since);
  if (byUser > SIGN_IN.limit) return 'username';
  if (origin.ip) {
    const byIp = await countRecentEvents(db, ['login_failure'], { ip: origin.ip }, since);
    if (byIp > SIGN_IN.limit) return 'ip';
  }
  return null;
}

/**
 * Counts a sign-in attempt as a failure BEFORE its password is checked: the failure event is
 * written, then the failures are counted with it. Each of a burst of parallel attempts sees its own
 * row and every row written before it, so no more than the limit reach the password check. A
 * refused attempt becomes the login_throttled event (it was never judged, so it stops counting);
 * the caller settles a judged one with settleLoginAttempt.
 */
export async function claimLoginAttempt(
  db: Database,
  username: string,
  origin: RequestOrigin,
): Promise<{ id: number; throttledBy: LoginThrottledBy }> {
  const { id } = await recordSecurityEventWithId(db, {
    type: 'login_failure',
    success: false,
    description: 'Sign-in attempt: the password is being checked',
    origin,
    username,
    details: { reason: 'pending' },
  });
  const by = await throttledBy(db, username, origin);
  if (by) {
    await db
      .update(securityEvents)
      .set({
        eventType: 'login_throttled',
        riskLevel: 'HIGH',
        description: `Sign-in refused: too many failures for this ${by === 'ip' ? 'IP address' : 'username'}`,
        details: { by },
      })
      .where(eq(securityEvents.id, id));
  }
  return { id, throttledBy: by };
}

/**
 * The judged attempt's outcome: a failure keeps its row with the reason (and the user, when the
 * username is one); a right password removes the row, since it was no failure (the sign-in's own
 * event follows once it completes).
 */
export async function settleLoginAttempt(
  db: Database,
  id: number,
  outcome:
    | { passed: true }
    | { passed: false; description: string; reason: string; user: { id: number; role: string } | null },
): Promise<void> {
  if (outcome.passed) {
    await db.delete(securityEvents).where(eq(securityEvents.id, id));
    return;
  }
  await db
    .update(securityEvents)
    .set({
      description: outcome.description,
      details: { reason: outcome.reason },
      userId: outcome.user?.id ?? null,
      userRole: outcome.user?.role ?? null,
    })
    .where(eq(securityEvents.id, id));
}
