import { ADMIN_MESSAGES, AUTH_MESSAGES, type LoginPayload } from '@arrears/domain';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { spendPasswordCheck, verifyPassword } from '../../security/passwords';
import { findUserByUsername } from '../users';
import { claimLoginAttempt, settleLoginAttempt } from './login-throttle';

/**
 * Checks a username and password: the one password check of every sign-in route. Unknown user and
 * wrong password answer alike (same message, same work), and both count toward the throttle, which
 * counts each attempt before judging it (login-throttle.ts). A deactivated account is refused after
 * the password check and counts as a failure too (reason 'deactivated'), so its answer cannot be
 * used to test passwords without limit.
 * Success is recorded by the caller once the sign-in is complete (see sign-in.ts).
 */
export async function authenticate(
  db: Database,
  credentials: LoginPayload,
  origin: RequestOrigin,
): Promise<UserRow> {
  const username = credentials.username;
  const attempt = await claimLoginAttempt(db, username, origin);
  if (attempt.throttledBy) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);

  const user = await findUserByUsername(db, username);
  const valid = user ? await verifyPassword(user.passwordHash, credentials.password) : false;
  if (!user) await spendPasswordCheck(credentials.password);
  if (!user || !valid) {
    await settleLoginAttempt(db, attempt.id, {
      passed: false,
      description: user ? 'Failed sign-in: wrong password' : 'Failed sign-in: unknown username',
      reason: user ? 'wrong_password' : 'unknown_user',
      user: user ?? null,
    });
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  if (user.deactivatedAt) {
    await settleLoginAttempt(db, attempt.id, {
      passed: false,
      description: 'Failed sign-in: account deactivated',
      reason: 'deactivated',
      user,
    });
    throw new HttpError(403, ADMIN_MESSAGES.accountDeactivated);
  }
  await settleLoginAttempt(db, attempt.id, { passed: true });
  return user;
}
