import {
  type AgencyUser,
  type AgencyUserSort,
  type AgencyUsersQuery,
  CLIENT_USER_MESSAGES,
  type CreateAgencyUserPayload,
  hasSecondFactor,
  USER_ROLES,
} from '@arrears/domain';
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { type UserRow, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { refuseWeakPassword } from '../../security/password-policy';
import { recordSecurityEvent } from '../../security/security-events';
import { findClient } from '../clients';
import { insertUniqueUser } from '../users';

/**
 * A row of GET /api/admin/users: never the hash; dates as ISO strings. `mfaRequired`: whether the
 * install requires a second factor (config.backOfficeMfaRequired) of everyone held to it (decision 0089).
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
    clientId: row.clientId,
    mfaEnabled: row.mfaEnabled,
    mfaSetupRequired: mfaRequired && hasSecondFactor(row.role) && !row.mfaEnabled,
    active: row.deactivatedAt === null,
    mustChangePassword: row.mustChangePassword,
    phoneLine: row.phoneLine,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agency's own people (admin, staff, collectors) and the clients' users, sorted by username. */
export async function listAgencyUsers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, [...USER_ROLES]))
    .orderBy(sql`lower(${users.username})`);
}

const SORT_COLUMNS: Record<AgencyUserSort, SortColumn> = {
  username: sql`lower(${users.username})`,
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  email: sql`lower(${users.email})`,
  role: users.role,
  // Active first when descending: a deactivated user has a date, an active one none.
  active: sql`(${users.deactivatedAt} is null)`,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** One page of the users table, filtered by role and active, and how many users match. */
export async function listAgencyUsersPage(
  db: Database,
  query: AgencyUsersQuery,
): Promise<{ rows: UserRow[]; total: number; page: number; pageSize: number }> {
  const where = and(
    inArray(users.role, query.role ? [query.role] : [...USER_ROLES]),
    query.active === undefined
      ? undefined
      : query.active === 'true'
        ? isNull(users.deactivatedAt)
        : isNotNull(users.deactivatedAt),
    query.search
      ? sql`strpos(lower(concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.username}, ${users.email}, ${users.role})), lower(${query.search})) > 0`
      : undefined,
  );
  const page = listPage(query, SORT_COLUMNS, { sort: 'username', direction: 'asc' }, users.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0, page: page.page, pageSize: page.pageSize };
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
  const clientId = await clientOfNewUser(db, input);
  const user = await insertUniqueUser(db, { ...input, clientId, mustChangePassword: by.mustChangePassword });
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

/** A client user's client, which must exist; the agency's people have none (decision 0055). */
async function clientOfNewUser(db: Database, input: NewAgencyUser): Promise<number | null> {
  const clientId = input.clientId ?? null;
  if (input.role !== 'client') {
    if (clientId !== null) throw new HttpError(400, CLIENT_USER_MESSAGES.clientOnlyForClientRole);
    return null;
  }
  if (clientId === null) throw new HttpError(400, CLIENT_USER_MESSAGES.clientRequired);
  const client = await findClient(db, clientId);
  if (!client) throw new HttpError(400, CLIENT_USER_MESSAGES.clientUnknown);
  // The default client's accounts are every file's rows without a client_code: no one outside sees them.
  if (client.isDefault) throw new HttpError(400, CLIENT_USER_MESSAGES.defaultClient);
  return clientId;
}
