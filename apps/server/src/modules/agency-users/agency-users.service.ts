import { AGENCY_ROLES, type AgencyUser, type CreateAgencyUserPayload, isBackOffice } from '@arrears/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { RequestOrigin } from '../../request-origin';
import { insertUniqueUser } from '../auth/users.repository';
import { refuseWeakPassword } from '../passwords/password-policy';
import { recordSecurityEvent } from '../security-events/security-events.service';

/**
 * A row of GET /api/admin/users: never the hash; dates as ISO strings. `mfaRequired`: whether the
 * install requires a second factor of admin and staff (config.backOfficeMfaRequired).
 */
export function presentAgencyUser(row: UserRow, mfaRequired: boolean): AgencyUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    mfaEnabled: row.mfaEnabled,
    mfaSetupRequired: mfaRequired && isBackOffice(row.role) && !row.mfaEnabled,
    active: row.deactivatedAt === null,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agency's own people (admin, staff, collectors), sorted by username. */
export async function listAgencyUsers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...AGENCY_ROLES]))
    .orderBy(sql`lower(${users.username})`);
}

export interface NewAgencyUser extends Omit<CreateAgencyUserPayload, 'phone'> {
  phone: string | null;
}

export interface CreatedBy {
  /** The admin who created the user; null from the command line. */
  actor: UserRow | null;
  origin: RequestOrigin;
  via: 'admin' | 'cli';
  /** An admin chose the password, so its owner should replace it at the next sign-in. */
  mustChangePassword: boolean;
}

/**
 * Creates an admin, staff or collector user with the registration rules and the same duplicate
 * answers as registration (409, checked first and again by the unique indexes under a race).
 */
export async function createAgencyUser(db: Database, input: NewAgencyUser, by: CreatedBy): Promise<UserRow> {
  refuseWeakPassword(input.password);
  const user = await insertUniqueUser(db, { ...input, mustChangePassword: by.mustChangePassword });
  await recordSecurityEvent(db, {
    type: 'user_created',
    success: true,
    description:
      by.via === 'cli'
        ? `User "${user.username}" (${user.role}) created from the command line`
        : `User "${user.username}" (${user.role}) created by an administrator`,
    origin: by.origin,
    user: by.actor,
    details: { via: by.via, targetUserId: user.id, targetUsername: user.username, role: user.role },
    riskLevel: user.role === 'admin' ? 'MEDIUM' : 'LOW',
  });
  return user;
}
