import { THROTTLES } from '@arrears/domain';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaCredentials } from '../../db/schema';

export type MfaCredentialRow = typeof mfaCredentials.$inferSelect;

export async function findCredential(db: Database, userId: number): Promise<MfaCredentialRow | undefined> {
  const [row] = await db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, userId)).limit(1);
  return row;
}

/**
 * Records that a TOTP step was used, and clears the failure count. A conditional UPDATE: it
 * succeeds only if the step is later than the last one used, so a code (or an older one) can never
 * be used twice, even by two simultaneous requests.
 */
export async function claimStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(mfaCredentials)
    .set({ lastUsedStep: step, failedAttempts: 0 })
    .where(
      and(
        eq(mfaCredentials.userId, userId),
        or(isNull(mfaCredentials.lastUsedStep), lt(mfaCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: mfaCredentials.userId });
  return rows.length > 0;
}

export async function clearFailures(db: Database, userId: number): Promise<void> {
  await db.update(mfaCredentials).set({ failedAttempts: 0 }).where(eq(mfaCredentials.userId, userId));
}

/**
 * Spends one try of the second factor BEFORE its code is checked, in one UPDATE that also checks
 * the lock: null while locked. The try that reaches the second-factor throttle's limit in a row sets
 * the lock for its window at once and restarts the count (fresh tries after the lockout), and is
 * still judged: `lastBeforeLock`, so a right code lifts that lock (liftLock). Row locking makes
 * parallel tries take their turns, so a burst gets at most the limit checked.
 */
export async function claimCodeAttempt(
  db: Database,
  userId: number,
  nowMs: number,
): Promise<{ lastBeforeLock: boolean } | null> {
  const { limit, windowMs } = THROTTLES['second-factor'];
  const lockUntil = new Date(nowMs + windowMs).toISOString();
  const reachesLimit = sql`${mfaCredentials.failedAttempts} + 1 >= ${limit}`;
  const [row] = await db
    .update(mfaCredentials)
    .set({
      failedAttempts: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${mfaCredentials.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil}::timestamptz ELSE ${mfaCredentials.lockedUntil} END`,
    })
    .where(
      and(
        eq(mfaCredentials.userId, userId),
        or(isNull(mfaCredentials.lockedUntil), lte(mfaCredentials.lockedUntil, new Date(nowMs))),
      ),
    )
    .returning({ lockedUntil: mfaCredentials.lockedUntil });
  if (!row) return null;
  return { lastBeforeLock: row.lockedUntil !== null && row.lockedUntil.getTime() > nowMs };
}

/** The try that set the lock had the right code: the lock goes. */
export async function liftLock(db: Database, userId: number): Promise<void> {
  await db.update(mfaCredentials).set({ lockedUntil: null }).where(eq(mfaCredentials.userId, userId));
}
