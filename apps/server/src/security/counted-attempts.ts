import { THROTTLES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type SecurityEventType, securityEvents } from '../db/schema';
import { countRecentEvents, recordSecurityEventWithId, type SecurityEventInput } from './security-events';

/**
 * A password check a signed-in user may repeat (changing the password, turning two-factor off),
 * counted BEFORE it is judged: its failure event is written first, then the user's failures are
 * counted with it, so a parallel burst from a borrowed session reaches the check no more than the
 * limit allows (as claimLoginAttempt does for sign-in).
 */
export async function claimCountedAttempt(
  db: Database,
  failure: SecurityEventInput & { user: { id: number; role: string; username: string } },
  throttle: 'password-change' | 'mfa-disable',
  refused: { type: SecurityEventType; description: string },
): Promise<{ id: number; refused: boolean }> {
  const { limit, windowMs } = THROTTLES[throttle];
  const { id } = await recordSecurityEventWithId(db, failure);
  const failures = await countRecentEvents(db, [failure.type], { username: failure.user.username }, windowMs);
  if (failures <= limit) return { id, refused: false };
  // Never judged: it stops counting as a failure and stays as the refusal.
  await db
    .update(securityEvents)
    .set({ eventType: refused.type, riskLevel: 'HIGH', description: refused.description })
    .where(eq(securityEvents.id, id));
  return { id, refused: true };
}

/** The password was right: the attempt was no failure. */
export async function releaseCountedAttempt(db: Database, id: number): Promise<void> {
  await db.delete(securityEvents).where(eq(securityEvents.id, id));
}
