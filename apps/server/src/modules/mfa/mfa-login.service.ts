import {
  ADMIN_MESSAGES,
  describeWindow,
  MFA_MESSAGES,
  type MfaVerifyLoginPayload,
  THROTTLES,
  type User,
} from '@arrears/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { boundTo } from '../../security/field-bindings';
import { recordSecurityEvent } from '../../security/security-events';
import { requiredStepOf } from '../../sessions/required-step';
import {
  clearChallengeCookie,
  completeSignIn,
  consumeLoginChallenge,
  findPendingLogin,
  MFA_CHALLENGE_COOKIE,
} from '../auth';
import { presentUser } from '../users';
import { BackupCodeHasher, spendBackupCode } from './backup-codes';
import {
  claimCodeAttempt,
  claimStep,
  clearFailures,
  findCredential,
  liftLock,
  type MfaCredentialRow,
} from './mfa-credentials';
import { matchTotp } from './totp';

type Method = 'totp' | 'backup_code';

const SECOND_FACTOR = THROTTLES['second-factor'];

/**
 * POST /api/mfa/verify-login: the second step of a sign-in. Needs the pending sign-in of the
 * password step (cookie, 5 minutes), counts the try and refuses while the second factor is locked
 * (one statement, before the code is checked), accepts a TOTP code of a step later than the last
 * used one or an unused backup code, then signs in exactly like a password sign-in.
 */
export async function verifyLoginSecondFactor(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: MfaVerifyLoginPayload,
): Promise<{ success: true; user: User }> {
  const pending = await findPendingLogin(deps, request.cookies[MFA_CHALLENGE_COOKIE]);
  if (!pending) {
    clearChallengeCookie(reply);
    throw new HttpError(401, MFA_MESSAGES.noPendingLogin);
  }
  const { user } = pending;
  const credential = user.mfaEnabled ? await findCredential(deps.db, user.id) : undefined;
  if (user.deactivatedAt || !credential?.enabledAt) {
    // Deactivated, or two-factor was turned off meanwhile: this pending sign-in is void.
    await consumeLoginChallenge(deps, pending.id);
    clearChallengeCookie(reply);
    if (user.deactivatedAt) throw new HttpError(403, ADMIN_MESSAGES.accountDeactivated);
    throw new HttpError(401, MFA_MESSAGES.noPendingLogin);
  }
  const now = deps.clock();
  const method: Method = payload.token ? 'totp' : 'backup_code';
  // The try is spent (and the lock checked) before the code is looked at: see claimCodeAttempt.
  const attempt = await claimCodeAttempt(deps.db, user.id, now);
  if (!attempt) {
    await recordFailure(deps, request, user, method, 'locked');
    throw new HttpError(429, MFA_MESSAGES.locked);
  }

  const refusal = await checkSecondFactor(deps, credential, payload, now);
  if (refusal) {
    await recordFailure(deps, request, user, method, refusal);
    if (attempt.lastBeforeLock) {
      await recordSecurityEvent(deps.db, {
        type: 'mfa_locked',
        success: false,
        description: `Two-factor sign-in locked for ${describeWindow(SECOND_FACTOR.windowMs)} after ${SECOND_FACTOR.limit} wrong codes`,
        origin: request.origin,
        user,
        riskLevel: 'HIGH',
      });
      throw new HttpError(429, MFA_MESSAGES.locked);
    }
    throw new HttpError(401, MFA_MESSAGES.invalidCode);
  }
  if (attempt.lastBeforeLock) await liftLock(deps.db, user.id);

  // Only one request may finish a pending sign-in.
  if (!(await consumeLoginChallenge(deps, pending.id))) throw new HttpError(401, MFA_MESSAGES.noPendingLogin);
  clearChallengeCookie(reply);
  await completeSignIn(deps, request, reply, user, { mfa: method });
  return { success: true, user: presentUser(user, requiredStepOf(user, deps.config, deps.clock())) };
}

/** null when the code is good (and now spent), else why it was refused. */
async function checkSecondFactor(
  deps: AppDeps,
  credential: MfaCredentialRow,
  payload: MfaVerifyLoginPayload,
  now: number,
): Promise<'wrong_code' | 'replayed_code' | 'wrong_backup_code' | null> {
  const { userId } = credential;
  if (payload.token) {
    const step = matchTotp(
      deps.encryption.decrypt(credential.secretEncrypted, boundTo.totpSecret(userId)),
      payload.token,
      now,
    );
    if (step === null) return 'wrong_code';
    return (await claimStep(deps.db, userId, step)) ? null : 'replayed_code';
  }
  const hasher = new BackupCodeHasher(deps.config.sessionSecret);
  const code = payload.backupCode ?? '';
  if (!(await spendBackupCode(deps.db, hasher, userId, code, new Date(now)))) return 'wrong_backup_code';
  await clearFailures(deps.db, userId);
  return null;
}

async function recordFailure(
  deps: AppDeps,
  request: FastifyRequest,
  user: UserRow,
  method: Method,
  reason: string,
): Promise<void> {
  await recordSecurityEvent(deps.db, {
    type: 'mfa_failed',
    success: false,
    description:
      reason === 'locked'
        ? 'Two-factor sign-in refused: locked after too many wrong codes'
        : `Two-factor sign-in failed: ${reason.replaceAll('_', ' ')}`,
    origin: request.origin,
    user,
    details: { method, reason },
  });
}
