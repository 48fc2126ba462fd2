import { AUTH_MESSAGES, MFA_MESSAGES, type MfaSetupResponse } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { mfaBackupCodes, mfaCredentials, mfaLoginChallenges, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { claimCountedAttempt, releaseCountedAttempt } from '../../security/counted-attempts';
import { boundTo } from '../../security/field-bindings';
import { verifyPassword } from '../../security/passwords';
import { recordSecurityEvent } from '../../security/security-events';
import { setMfaEnabled } from '../users';
import { BackupCodeHasher, newBackupCodes, replaceBackupCodes } from './backup-codes';
import { findCredential } from './mfa-credentials';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/**
 * POST /api/mfa/setup: a new secret and new backup codes, not active until a code confirms them.
 * Calling it again before confirming replaces both (the QR of the first call stops working).
 */
export async function startMfaSetup(deps: AppDeps, user: UserRow): Promise<MfaSetupResponse> {
  if (user.mfaEnabled) throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  const backupCodes = newBackupCodes();
  const hasher = new BackupCodeHasher(deps.config.sessionSecret);
  const replaced = await deps.db.transaction(async (tx) => {
    const fresh = {
      secretEncrypted: deps.encryption.encrypt(secret, boundTo.totpSecret(user.id)),
      enabledAt: null,
      lastUsedStep: null,
      failedAttempts: 0,
      lockedUntil: null,
      createdAt: new Date(deps.clock()),
    };
    // Only a credential that is not enabled may be replaced (a concurrent confirm wins).
    const rows = await tx
      .insert(mfaCredentials)
      .values({ userId: user.id, ...fresh })
      .onConflictDoUpdate({
        target: mfaCredentials.userId,
        set: fresh,
        setWhere: isNull(mfaCredentials.enabledAt),
      })
      .returning({ userId: mfaCredentials.userId });
    if (rows.length === 0) return false;
    await replaceBackupCodes(tx, hasher, user.id, backupCodes);
    return true;
  });
  if (!replaced) throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
  const uri = otpauthUri(secret, deps.config.brand.companyName, user.username);
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { qrCode, backupCodes };
}

/** POST /api/mfa/verify: a current code of the pending secret turns two-factor on. */
export async function confirmMfaSetup(
  deps: AppDeps,
  user: UserRow,
  token: string,
  origin: RequestOrigin,
): Promise<void> {
  const credential = await findCredential(deps.db, user.id);
  if (credential?.enabledAt) throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
  if (!credential) throw new HttpError(400, MFA_MESSAGES.notSetUp);
  const now = deps.clock();
  const step = matchTotp(
    deps.encryption.decrypt(credential.secretEncrypted, boundTo.totpSecret(user.id)),
    token,
    now,
  );
  if (step === null) {
    await recordSecurityEvent(deps.db, {
      type: 'mfa_failed',
      success: false,
      description: 'Two-factor setup: wrong verification code',
      origin,
      user,
      details: { stage: 'setup' },
    });
    throw new HttpError(400, MFA_MESSAGES.invalidCode);
  }
  const enabled = await deps.db.transaction(async (tx) => {
    // The confirming code counts as used: it cannot then sign in a second time.
    const rows = await tx
      .update(mfaCredentials)
      .set({ enabledAt: new Date(now), lastUsedStep: step, failedAttempts: 0, lockedUntil: null })
      .where(and(eq(mfaCredentials.userId, user.id), isNull(mfaCredentials.enabledAt)))
      .returning({ userId: mfaCredentials.userId });
    if (rows.length === 0) return false;
    await setMfaEnabled(tx, user.id, true, new Date(now));
    return true;
  });
  if (!enabled) throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
  await recordSecurityEvent(deps.db, {
    type: 'mfa_enabled',
    success: true,
    description: 'Two-factor authentication enabled',
    origin,
    user,
  });
}

/**
 * POST /api/mfa/disable: the current password removes the secret, the backup codes and any pending
 * sign-in. Wrong passwords are limited like sign-ins (the mfa-disable throttle), so a borrowed
 * session cannot be used to guess the password here.
 */
export async function disableMfa(
  deps: AppDeps,
  user: UserRow,
  currentPassword: string,
  origin: RequestOrigin,
): Promise<void> {
  const attempt = await claimCountedAttempt(
    deps.db,
    {
      type: 'mfa_disable_failed',
      success: false,
      description: 'Two-factor disable refused: wrong current password',
      origin,
      user,
    },
    'mfa-disable',
    { type: 'mfa_disable_throttled', description: 'Two-factor disable refused: too many wrong passwords' },
  );
  if (attempt.refused) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError(400, MFA_MESSAGES.wrongPassword);
  }
  await releaseCountedAttempt(deps.db, attempt.id);
  const credential = await findCredential(deps.db, user.id);
  if (!credential && !user.mfaEnabled) throw new HttpError(400, MFA_MESSAGES.notSetUp);
  await deps.db.transaction(async (tx) => {
    await tx.delete(mfaCredentials).where(eq(mfaCredentials.userId, user.id));
    await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id));
    await tx.delete(mfaLoginChallenges).where(eq(mfaLoginChallenges.userId, user.id));
    await setMfaEnabled(tx, user.id, false, new Date(deps.clock()));
  });
  await recordSecurityEvent(deps.db, {
    type: 'mfa_disabled',
    success: true,
    description: 'Two-factor authentication disabled',
    origin,
    user,
    riskLevel: 'HIGH',
  });
}
