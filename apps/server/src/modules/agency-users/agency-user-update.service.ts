import { CLIENT_USER_MESSAGES, type UpdateAgencyUserPayload } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  mfaBackupCodes,
  mfaCredentials,
  mfaLoginChallenges,
  type RiskLevel,
  sessions,
  type UserRow,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import { type UserAccessChange, updateUserAccess } from '../users';

export const AGENCY_USER_MESSAGES = {
  notFound: 'User not found',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDemote: 'You cannot remove the admin role from your own account.',
} as const;

interface Change {
  type: string;
  description: string;
  details?: Record<string, unknown>;
  riskLevel?: RiskLevel;
}

/**
 * PATCH /api/admin/users/{id}: any of deactivate / reactivate, reset two-factor, require a new
 * password, change role, set the phone line, in one transaction; one security event per change that actually happened
 * (the acting admin as user, the target in details). Debtors are not agency users: 404.
 */
export async function updateAgencyUser(
  db: Database,
  actor: UserRow,
  targetId: number,
  update: UpdateAgencyUserPayload,
  origin: RequestOrigin,
  nowMs: number,
): Promise<UserRow> {
  const [target] = await db.select().from(users).where(eq(users.id, targetId)).limit(1);
  if (!target || target.role === 'debtor') throw new HttpError(404, AGENCY_USER_MESSAGES.notFound);
  // A client user's role is tied to their client (users_client_role_check): it never changes.
  if (target.role === 'client' && update.role) throw new HttpError(400, CLIENT_USER_MESSAGES.roleFixed);
  if (target.id === actor.id) {
    // The acting admin stays an active admin, so an agency always keeps one.
    if (update.active === false) throw new HttpError(400, AGENCY_USER_MESSAGES.selfDeactivate);
    if (update.role && update.role !== 'admin') throw new HttpError(400, AGENCY_USER_MESSAGES.selfDemote);
  }

  const changes: Change[] = [];
  const updated = await db.transaction(async (tx) => {
    const set: UserAccessChange = {};
    const isActive = target.deactivatedAt === null;
    if (update.active === false && isActive) {
      set.deactivatedAt = new Date(nowMs);
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, target.id))
        .returning({ id: sessions.id });
      await tx.delete(mfaLoginChallenges).where(eq(mfaLoginChallenges.userId, target.id));
      changes.push({
        type: 'user_deactivated',
        description: `Deactivated user "${target.username}"; their sessions were ended`,
        details: { sessionsEnded: ended.length },
      });
    } else if (update.active === true && !isActive) {
      set.deactivatedAt = null;
      changes.push({ type: 'user_reactivated', description: `Reactivated user "${target.username}"` });
    }
    if (update.resetMfa) {
      await tx.delete(mfaCredentials).where(eq(mfaCredentials.userId, target.id));
      await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, target.id));
      set.mfaEnabled = false;
      changes.push({
        type: 'mfa_reset',
        description: `Reset two-factor authentication of "${target.username}"`,
        details: { wasEnabled: target.mfaEnabled },
        riskLevel: 'MEDIUM',
      });
    }
    if (update.mustChangePassword !== undefined && update.mustChangePassword !== target.mustChangePassword) {
      set.mustChangePassword = update.mustChangePassword;
      changes.push({
        type: 'password_change_required',
        description: update.mustChangePassword
          ? `Required "${target.username}" to choose a new password`
          : `Lifted the new-password requirement of "${target.username}"`,
        details: { required: update.mustChangePassword },
      });
    }
    if (update.role && update.role !== target.role) {
      set.role = update.role;
      changes.push({
        type: 'role_changed',
        description: `Changed the role of "${target.username}" from ${target.role} to ${update.role}`,
        details: { from: target.role, to: update.role },
        riskLevel: update.role === 'admin' ? 'MEDIUM' : 'LOW',
      });
    }
    if (update.phoneLine !== undefined && update.phoneLine !== target.phoneLine) {
      set.phoneLine = update.phoneLine;
      changes.push({
        type: 'phone_line_changed',
        description: `Changed the phone line of "${target.username}" from ${target.phoneLine} to ${update.phoneLine}`,
        details: { from: target.phoneLine, to: update.phoneLine },
      });
    }
    if (Object.keys(set).length === 0) return target;
    return updateUserAccess(tx, target.id, set);
  });

  for (const change of changes) {
    await recordSecurityEvent(db, {
      type: change.type,
      success: true,
      description: change.description,
      origin,
      user: actor,
      details: { targetUserId: target.id, targetUsername: target.username, ...change.details },
      riskLevel: change.riskLevel ?? 'LOW',
    });
  }
  return updated;
}
