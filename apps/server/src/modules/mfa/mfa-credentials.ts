import { MFA_LIMITS } from '@arrears/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaCredentials } from '../../db/schema';

export type MfaCredentialRow = typeof mfaCredentials.$inferSelect;

export async function findCredential(db: Database, userId: number): Promise<MfaCredentialRow | undefined> {
  const [row] = await db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, userId)).limit(1);
  return row;
}

export function isLocked(credential: MfaCredentialRow, nowMs: number): boolean {
  return credential.lockedUntil !== null && credential.lockedUntil.getTime() > nowMs;
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
 * Counts a wrong code. The one that makes MFA_LIMITS.maxFailures in a row locks the second factor
 * for MFA_LIMITS.lockoutMs and restarts the count, so the user has 5 fresh tries after the lockout.
 * One UPDATE computes both, so simultaneous wrong codes are all counted.
 */
export async function recordWrongCode(
  db: Database,
  userId: number,
  nowMs: number,
): Promise<{ locked: boolean; failedAttempts: number }> {
  const lockUntil = new Date(nowMs + MFA_LIMITS.lockoutMs).toISOString();
  const reachesLimit = sql`${mfaCredentials.failedAttempts} + 1 >= ${MFA_LIMITS.maxFailures}`;
  const [row] = await db
    .update(mfaCredentials)
    .set({
      failedAttempts: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${mfaCredentials.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil}::timestamptz ELSE ${mfaCredentials.lockedUntil} END`,
    })
    .where(eq(mfaCredentials.userId, userId))
    .returning({ failedAttempts: mfaCredentials.failedAttempts, lockedUntil: mfaCredentials.lockedUntil });
  const locked = row?.lockedUntil ? row.lockedUntil.getTime() > nowMs : false;
  return { locked, failedAttempts: locked ? MFA_LIMITS.maxFailures : (row?.failedAttempts ?? 0) };
}
