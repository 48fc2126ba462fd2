import {
  ADMIN_MESSAGES,
  IDENTITY_MESSAGES,
  placeholderEmailFor,
  REGISTER_DEBTOR_LIMITS,
} from '@arrears/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { debtAccounts, type UserRow, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { markAccountsChanged } from '../accounts';
import { findUserByEmail, findUserByUsername, insertUniqueUser } from '../users';
import { linkAccountsToUser } from './account-linking';
import { identityAccounts, provenByAddress } from './identity-people';

/** 'debtor-acc-100004', or 'debtor-acc-100004-2'… when taken (as a username or its e-mail). */
async function freeUsername(tx: Transaction, accountNumber: string): Promise<string> {
  const max = REGISTER_DEBTOR_LIMITS.usernameMax;
  const base = `debtor-${accountNumber}`
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, max);
  const db = tx as unknown as Database;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, max - suffix.length)}${suffix}`;
    const taken =
      (await findUserByUsername(db, candidate)) ||
      (await findUserByEmail(db, placeholderEmailFor(candidate)));
    if (!taken) return candidate;
  }
}

/**
 * The debtor user of a proven address (decision 0086), who then sees the accounts it proved: the
 * debtor user already linked to one of them (the oldest, when several), else a new one (role
 * debtor, no password, a username from the oldest account's number). Every proven account that has
 * no user yet is linked to it; other accounts of the SSN last 4 + birth date (another person's, or
 * one waiting for review) are left alone. Rows are locked so two sign-ins at once agree. A user of
 * another role linked to an account is never signed in this way.
 */
export async function debtorUserForIdentity(
  deps: AppDeps,
  proof: { identityHash: string; provenAddress: string },
  linkReason: string,
): Promise<{ user: UserRow; created: boolean; linkedAccountIds: number[]; provenAccountIds: number[] }> {
  const result = await deps.db.transaction(async (tx) => {
    const all = await identityAccounts(tx, deps.encryption, proof.identityHash, { lock: true });
    const proven = provenByAddress(all, proof.provenAddress).sort((a, b) => a.id - b.id);
    const first = proven[0];
    if (!first) throw new HttpError(401, IDENTITY_MESSAGES.addressMismatch);

    const linkedUserIds = [...new Set(proven.flatMap((a) => (a.userId === null ? [] : [a.userId])))];
    const [existing] = linkedUserIds.length
      ? await tx
          .select()
          .from(users)
          .where(and(inArray(users.id, linkedUserIds), eq(users.role, 'debtor')))
          .orderBy(asc(users.id))
          .limit(1)
      : [];
    if (existing?.deactivatedAt) throw new HttpError(403, ADMIN_MESSAGES.accountDeactivated);

    let user = existing;
    if (!user) {
      const [names] = await tx
        .select({
          firstName: debtAccounts.firstName,
          lastName: debtAccounts.lastName,
          fullName: debtAccounts.fullName,
        })
        .from(debtAccounts)
        .where(eq(debtAccounts.id, first.id));
      const username = await freeUsername(tx, first.accountNumber);
      user = await insertUniqueUser(tx as unknown as Database, {
        username,
        email: placeholderEmailFor(username),
        firstName: names?.firstName?.trim() || names?.fullName?.trim().split(/\s+/)[0] || 'Customer',
        lastName: names?.lastName?.trim() ?? '',
        phone: null,
        role: 'debtor',
        // No password (hashing one here would hold the account locks for an argon2 run); the
        // debtor can set one through the password reset, like any other.
        password: null,
      });
    }
    const unlinked = proven.filter((a) => a.userId === null).map((a) => a.id);
    const linkedAccountIds = await linkAccountsToUser(tx, unlinked, user.id, linkReason);
    return { user, created: !existing, linkedAccountIds, provenAccountIds: proven.map((a) => a.id) };
  });
  if (result.linkedAccountIds.length > 0) markAccountsChanged(deps.db);
  return result;
}
