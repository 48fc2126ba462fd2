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
import { markAccountsChanged } from '../accounts/accounts-change-stamp';
import { findUserByEmail, findUserByUsername, insertUniqueUser } from '../auth/users.repository';
import { linkAccountsToUser } from './account-linking';

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
 * The debtor user of a verified identity, who then sees every account of it: the debtor user
 * already linked to one of its accounts (the oldest, when several), else a new one (role debtor,
 * an unusable random password, a username from the account number). Every account of the
 * identity that has no user yet is linked to it. Rows are locked so two sign-ins at once agree.
 * A user of another role linked to an account is never signed in this way.
 */
export async function debtorUserForIdentity(
  deps: AppDeps,
  identityHash: string,
  linkReason: string,
): Promise<{ user: UserRow; created: boolean; linkedAccountIds: number[] }> {
  const result = await deps.db.transaction(async (tx) => {
    const accounts = await tx
      .select({
        id: debtAccounts.id,
        userId: debtAccounts.userId,
        accountNumber: debtAccounts.accountNumber,
        firstName: debtAccounts.firstName,
        lastName: debtAccounts.lastName,
        fullName: debtAccounts.fullName,
      })
      .from(debtAccounts)
      .where(eq(debtAccounts.identityHash, identityHash))
      .orderBy(asc(debtAccounts.id))
      .for('update');
    const first = accounts[0];
    if (!first) throw new HttpError(401, IDENTITY_MESSAGES.addressMismatch);

    const linkedUserIds = [...new Set(accounts.flatMap((a) => (a.userId === null ? [] : [a.userId])))];
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
      const username = await freeUsername(tx, first.accountNumber);
      user = await insertUniqueUser(tx as unknown as Database, {
        username,
        email: placeholderEmailFor(username),
        firstName: first.firstName?.trim() || first.fullName?.trim().split(/\s+/)[0] || 'Customer',
        lastName: first.lastName?.trim() ?? '',
        phone: null,
        role: 'debtor',
        // No password (hashing one here would hold the account locks for an argon2 run); the
        // debtor can set one through the password reset, like any other.
        password: null,
      });
    }
    const unlinked = accounts.filter((a) => a.userId === null).map((a) => a.id);
    const linkedAccountIds = await linkAccountsToUser(tx, unlinked, user.id, linkReason);
    return { user, created: !existing, linkedAccountIds };
  });
  if (result.linkedAccountIds.length > 0) markAccountsChanged(deps.db);
  return result;
}
