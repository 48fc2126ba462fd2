import { REGISTER_DEBTOR_MESSAGES, type RegisterDebtorValues } from '@arrears/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { markAccountsChanged } from '../accounts/accounts-change-stamp';
import { insertUniqueUser } from '../auth/users.repository';
import { type RequestOrigin, recordSecurityEvent } from '../security-events/security-events.service';
import { linkAccountsToUser } from './account-linking';
import { claimAttempt, recordFailedCheck } from './identity-check.service';
import { releaseIdentityAttempt } from './identity-throttle';

/**
 * POST /api/register-debtor (spec 3 §2.4, §7.4): a debtor creates a login for the accounts whose
 * first name (any case) and SSN last 4 match and that have no login yet. No such account: a 404 and
 * no user, counted as a failed identity check (first name + last 4 is a guessable pair, so the
 * same throttle applies, per IP and per claim). A taken username or e-mail: 409, nothing created.
 */
export async function registerDebtor(
  deps: AppDeps,
  body: RegisterDebtorValues,
  origin: RequestOrigin,
): Promise<UserRow> {
  const ssnLast4Hash = deps.encryption.ssnLast4Hash(body.ssn);
  const claim = deps.encryption.registrationClaimHash(body.firstName, body.ssn);
  const attemptId = await claimAttempt(deps, 'register_debtor', origin, claim);

  const created = await findAndLink(deps, body, ssnLast4Hash).catch(async (error: unknown) => {
    // A taken username is not a failed identity check.
    await releaseIdentityAttempt(deps.db, attemptId);
    throw error;
  });
  if (!created) {
    await recordFailedCheck(deps, { purpose: 'register_debtor', origin, reason: 'no_match' });
    throw new HttpError(404, REGISTER_DEBTOR_MESSAGES.noMatchingAccount);
  }
  await releaseIdentityAttempt(deps.db, attemptId);
  markAccountsChanged(deps.db);
  await recordSecurityEvent(deps.db, {
    type: 'registration',
    success: true,
    description: `Registered a debtor login for ${created.linked.length} account(s)`,
    origin,
    user: created.user,
    details: { source: 'register_debtor', linkedAccounts: created.linked.length },
  });
  return created.user;
}

/** The accounts of that first name and SSN last 4 without a login, linked to a new user; null: none. */
async function findAndLink(deps: AppDeps, body: RegisterDebtorValues, ssnLast4Hash: string) {
  return deps.db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: debtAccounts.id, lastName: debtAccounts.lastName })
      .from(debtAccounts)
      .where(
        and(
          eq(debtAccounts.ssnLast4Hash, ssnLast4Hash),
          eq(sql`lower(btrim(${debtAccounts.firstName}))`, body.firstName.trim().toLowerCase()),
          isNull(debtAccounts.userId),
        ),
      )
      .orderBy(asc(debtAccounts.id))
      .for('update');
    if (accounts.length === 0) return null;
    const user = await insertUniqueUser(tx as unknown as Database, {
      username: body.username,
      email: body.email,
      firstName: body.firstName,
      // The form sends no last name; the account's is used so the user has one.
      lastName: body.lastName || accounts[0]?.lastName?.trim() || '',
      phone: null,
      role: 'debtor',
      password: body.password,
    });
    const linked = await linkAccountsToUser(
      tx,
      accounts.map((a) => a.id),
      user.id,
      'Debtor registration (first name and SSN last 4)',
    );
    return { user, linked };
  });
}
