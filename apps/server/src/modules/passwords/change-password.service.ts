import { PASSWORD_MESSAGES, PASSWORD_RULES, type PasswordStatus, THROTTLES } from '@arrears/domain';
import { and, eq, ne } from 'drizzle-orm';
import { sessions, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { claimCountedAttempt, releaseCountedAttempt } from '../../security/counted-attempts';
import { refuseWeakPassword } from '../../security/password-policy';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { recordSecurityEvent } from '../../security/security-events';
import { passwordMustChange } from '../../sessions/required-step';
import type { ActiveSession } from '../../sessions/session.service';
import { setPasswordHash } from '../users';
import { closeOpenResetTokens } from './reset-tokens';

/**
 * Wrong current passwords per user before the change pauses (a stolen session must not guess it),
 * in the shape its tests read; the count reads THROTTLES['password-change'].
 */
export const CHANGE_PASSWORD_LIMITS = {
  maxFailures: THROTTLES['password-change'].limit,
  windowMs: THROTTLES['password-change'].windowMs,
} as const;
export const CHANGE_PASSWORD_THROTTLED =
  'Too many wrong current passwords. Please wait 15 minutes and try again.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/admin/change-password: checks the current password, sets the new one, and ends the
 * user's other sessions (this one stays signed in).
 */
export async function changePassword(
  deps: AppDeps,
  session: ActiveSession,
  payload: { currentPassword: string; newPassword: string },
  origin: RequestOrigin,
): Promise<void> {
  const { db, clock } = deps;
  const user = session.user;
  refuseWeakPassword(payload.newPassword);
  const attempt = await claimCountedAttempt(
    db,
    {
      type: 'password_change_failed',
      success: false,
      description: 'Password change refused: wrong current password',
      origin,
      user,
    },
    'password-change',
    {
      type: 'password_change_throttled',
      description: 'Password change refused: too many wrong current passwords',
    },
  );
  if (attempt.refused) throw new HttpError(429, CHANGE_PASSWORD_THROTTLED);
  if (!(await verifyPassword(user.passwordHash, payload.currentPassword))) {
    throw new HttpError(400, PASSWORD_MESSAGES.currentWrong);
  }
  await releaseCountedAttempt(db, attempt.id);

  const passwordHash = await hashPassword(payload.newPassword);
  const now = new Date(clock());
  const endedSessions = await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await closeOpenResetTokens(tx, user.id, now);
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)))
      .returning({ id: sessions.id });
    return ended.length;
  });
  await recordSecurityEvent(db, {
    type: 'password_changed',
    success: true,
    description: 'Password changed; the other sessions of the account were ended',
    origin,
    user,
    details: { otherSessionsEnded: endedSessions },
  });
}

/** GET /api/admin/password-status: age in whole days on the app clock; never negative. */
export function passwordStatusOf(user: UserRow, nowMs: number): PasswordStatus {
  const passwordAge = Math.max(0, Math.floor((nowMs - user.passwordChangedAt.getTime()) / DAY_MS));
  return {
    needsUpdate: passwordMustChange(user, nowMs),
    warningPeriod: passwordAge >= PASSWORD_RULES.warningDays,
    passwordAge,
  };
}
