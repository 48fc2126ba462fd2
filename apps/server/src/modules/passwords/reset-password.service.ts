import { isBackOffice, PASSWORD_MESSAGES, type ResetPasswordResult, THROTTLES } from '@arrears/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { mfaLoginChallenges, passwordResetTokens, sessions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { countRecentEvents, recordSecurityEvent } from '../../security/security-events';
import { setPasswordHash } from '../users';
import { closeOpenResetTokens, hashResetToken } from './reset-tokens';

/**
 * Failed link uses from one IP address before 429. A link is 32 random bytes, so guessing one is
 * hopeless anyway; the limit bounds a flood of guesses (a look-up and a security event each) and
 * makes the reset link throttled like every other secret a caller can guess.
 */
const FAILED_LINKS = THROTTLES['password-reset-link'];

/** The limit in the shape its tests read. */
export const RESET_PASSWORD_LIMITS = { perIp: FAILED_LINKS.limit, windowMs: FAILED_LINKS.windowMs } as const;

export const RESET_PASSWORD_THROTTLED =
  'Too many password reset attempts from this network. Please wait 15 minutes and try again.';

type Refusal = 'unknown_token' | 'used' | 'expired' | 'inactive_user';

const REFUSALS: Record<Refusal, string> = {
  unknown_token: 'Password reset refused: unknown link',
  used: 'Password reset refused: the link was already used',
  expired: 'Password reset refused: the link has expired',
  inactive_user: 'Password reset refused: the account is deactivated',
};

/**
 * POST /api/reset-password: a valid link sets the new password, closes every open link of the user,
 * and ends all of the user's sessions (whoever knew the old password is signed out). Answers the
 * sign-in page of that login (admin and staff sign in at /admin-login, everyone else at /login).
 */
export async function resetPassword(
  deps: AppDeps,
  payload: { token: string; password: string },
  origin: RequestOrigin,
): Promise<ResetPasswordResult['signInPath']> {
  const { db, clock } = deps;
  // Before the link is looked up: a refused password leaves the link usable and counts as no failure.
  refuseWeakPassword(payload.password);
  if (
    origin.ip &&
    (await countRecentEvents(db, ['password_reset_failed'], { ip: origin.ip }, FAILED_LINKS.windowMs)) >=
      FAILED_LINKS.limit
  ) {
    await recordSecurityEvent(db, {
      type: 'password_reset_throttled',
      success: false,
      description: 'Password reset link refused: too many failed attempts from this IP address',
      origin,
      riskLevel: 'HIGH',
      details: { step: 'reset' },
    });
    throw new HttpError(429, RESET_PASSWORD_THROTTLED);
  }
  const now = new Date(clock());
  const [row] = await db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(payload.token)))
    .limit(1);

  const refuse = async (reason: Refusal): Promise<never> => {
    await recordSecurityEvent(db, {
      type: 'password_reset_failed',
      success: false,
      description: REFUSALS[reason],
      origin,
      user: row?.user,
      details: { reason },
    });
    throw new HttpError(400, PASSWORD_MESSAGES.expiredResetLink);
  };
  if (!row) return refuse('unknown_token');
  if (row.token.usedAt) return refuse('used');
  if (row.token.expiresAt.getTime() <= now.getTime()) return refuse('expired');
  if (row.user.deactivatedAt) return refuse('inactive_user');

  const passwordHash = await hashPassword(payload.password);
  const userId = row.user.id;
  const endedSessions = await db.transaction(async (tx) => {
    // Claiming the link in the same statement that checks it makes it single-use even under a race.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, row.token.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return null;
    await setPasswordHash(tx, userId, passwordHash, now);
    await closeOpenResetTokens(tx, userId, now);
    await tx.delete(mfaLoginChallenges).where(eq(mfaLoginChallenges.userId, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    return ended.length;
  });
  if (endedSessions === null) return refuse('used');

  await recordSecurityEvent(db, {
    type: 'password_reset_completed',
    success: true,
    description: 'Password reset with an e-mailed link; all sessions of the account were ended',
    origin,
    user: row.user,
    details: { sessionsEnded: endedSessions },
  });
  return isBackOffice(row.user.role) ? '/admin-login' : '/login';
}
