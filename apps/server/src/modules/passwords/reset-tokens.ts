import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { passwordResetTokens, securityEvents } from '../../db/schema';

/** A new reset token: what goes in the link, and what the table keeps (its SHA-256). */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

/** The token has 256 random bits, so a fast hash suffices: a table leak yields no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Reset e-mails sent to this user in the last `windowMs`, counted from the security events (written
 * before the answer, unlike the link itself), on the database clock like the other throttles.
 */
export async function countRecentResetMails(db: Database, userId: number, windowMs: number): Promise<number> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.eventType, 'password_reset_requested'),
        eq(securityEvents.userId, userId),
        eq(securityEvents.success, true),
        gte(securityEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Closes every open link of a user (after a reset or a change, older links must not work). */
export async function closeOpenResetTokens(
  tx: Database | Transaction,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
