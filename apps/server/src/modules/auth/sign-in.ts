import {
  ADMIN_MESSAGES,
  isAgencyRole,
  type LoginPayload,
  type LoginResponse,
  SESSION_LIMITS,
} from '@arrears/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { setLanguageCookie } from '../../i18n/language-cookie';
import { recordSecurityEvent } from '../../security/security-events';
import { requiredStepOf } from '../../sessions/required-step';
import { sessionCookieName } from '../../sessions/session-cookie';
import { presentUser, recordSignIn } from '../users';
import { authenticate } from './auth.service';
import { issueLoginChallenge } from './login-challenge';

/**
 * Starts a session for the user (always a new id: no fixation), replacing the one the browser had,
 * and notes the time as the user's last sign-in. Registration and every sign-in route end here.
 */
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  if (request.session) await deps.sessions.destroy(request.session.id);
  const { token } = await deps.sessions.create(user.id, request.origin);
  await recordSignIn(deps.db, user.id, new Date(deps.clock()));
  reply.setCookie(sessionCookieName(deps.config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    maxAge: Math.floor(SESSION_LIMITS.absoluteLifetimeMs / 1000),
  });
  // A debtor who chose a language reads the site in it again on any browser (decision 0072).
  if (user.role === 'debtor' && user.preferredLanguage)
    setLanguageCookie(reply, deps.config, user.preferredLanguage);
}

/** The last step of every sign-in (password alone, or password then second factor). */
export async function completeSignIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  details?: Record<string, unknown>,
): Promise<void> {
  await startSession(deps, request, reply, user);
  await recordSecurityEvent(deps.db, {
    type: 'login_success',
    success: true,
    description: details?.mfa ? 'Signed in with a second factor' : 'Signed in',
    origin: request.origin,
    user,
    details,
  });
}

/**
 * POST /api/login and POST /api/admin/login: the password check, then either a session (the user
 * object) or, for an account with two-factor on, a pending sign-in ({ mfaRequired, role }).
 * `staffOnly` (the staff sign-in, /admin-login) lets in the agency's roles (admin, staff,
 * collector) and refuses a debtor or a client's user without a session, saying where they sign in
 * instead (decision 0116).
 */
export async function signInWithPassword(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: LoginPayload,
  options: { staffOnly: boolean },
): Promise<LoginResponse> {
  const user = await authenticate(deps.db, credentials, request.origin);
  if (options.staffOnly && !isAgencyRole(user.role)) {
    await recordSecurityEvent(deps.db, {
      type: 'access_denied',
      success: false,
      description: 'Staff sign-in refused: the account is not the agency’s (admin, staff or collector)',
      origin: request.origin,
      user,
      details: { route: 'POST /api/admin/login' },
    });
    throw new HttpError(
      403,
      user.role === 'client' ? ADMIN_MESSAGES.clientSignInElsewhere : ADMIN_MESSAGES.debtorSignInElsewhere,
    );
  }
  if (user.mfaEnabled) {
    await issueLoginChallenge(deps, reply, user);
    await recordSecurityEvent(deps.db, {
      type: 'login_mfa_required',
      success: true,
      description: 'Password accepted; waiting for the second factor',
      origin: request.origin,
      user,
    });
    return { mfaRequired: true, role: user.role };
  }
  await completeSignIn(deps, request, reply, user);
  return presentUser(user, requiredStepOf(user, deps.config, deps.clock()));
}
