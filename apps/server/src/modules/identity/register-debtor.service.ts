import {
  AUTH_MESSAGES,
  REGISTER_DEBTOR_MESSAGES,
  type RegisterBody,
  type RegisterDebtorValues,
  type RegisterProof,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { recordSecurityEvent } from '../../security/security-events';
import { markAccountsChanged } from '../accounts';
import { findUserByEmail, findUserByUsername, insertUniqueUser } from '../users';
import { linkAccountsToUser } from './account-linking';
import { claimAttempt, countIdentityStart, recordFailedCheck } from './identity-check.service';
import { identityAccounts, provenByAccountNumber } from './identity-people';
import { releaseIdentityAttempt } from './identity-throttle';

/** The login to create once the proof holds (lastName '' takes the account's). */
export interface ProvenLogin {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** Where the registration came from: the throttle's purpose, the event's source and the audit reason. */
const SOURCES = {
  register_debtor: 'Debtor registration (SSN last 4, birth date and account number)',
  register: 'Registration (SSN last 4, birth date and account number)',
} as const;
export type ProvenRegistrationSource = keyof typeof SOURCES;

/**
 * POST /api/register-debtor (decision 0028): a debtor creates a password login for their accounts,
 * on the same proof as quick access (SSN last 4 + birth date) plus the account number printed on
 * the letter.
 */
export async function registerDebtor(
  deps: AppDeps,
  body: RegisterDebtorValues,
  origin: RequestOrigin,
): Promise<UserRow> {
  const { ssn, dateOfBirth, accountNumber, ...login } = body;
  return registerWithProof(deps, { ...login, phone: null }, { ssn, dateOfBirth, accountNumber }, origin, {
    source: 'register_debtor',
  });
}

/**
 * A new login linked to the accounts of a proven identity: the one way both /register-debtor and
 * /register (with the proof, decision 0044) link accounts at registration. The start is counted for
 * the network like step one of quick access, and the attempt as a failure of that identity before
 * it is judged (two failures lock the identity for 24 h, with quick access).
 *
 * A taken username or e-mail answers 409 before the proof is looked at, so that answer says nothing
 * about the person. Details that match nothing and a match whose accounts all have a login already
 * get the same 404, the same failure count and the same work (the password is hashed either way).
 */
export async function registerWithProof(
  deps: AppDeps,
  login: ProvenLogin,
  proof: RegisterProof,
  origin: RequestOrigin,
  { source }: { source: ProvenRegistrationSource },
): Promise<UserRow> {
  refuseWeakPassword(login.password); // bad input changes nothing, not even the start count
  await countIdentityStart(deps, source, origin);
  if (await findUserByUsername(deps.db, login.username))
    throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
  if (await findUserByEmail(deps.db, login.email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);

  const identityHash = deps.encryption.identityHash(proof.ssn, proof.dateOfBirth);
  const attemptId = await claimAttempt(deps, source, origin, identityHash);
  const passwordHash = await hashPassword(login.password);

  const created = await findAndLink(deps, { login, proof, source }, identityHash, passwordHash).catch(
    async (error: unknown) => {
      // A username taken meanwhile is not a failed identity check.
      await releaseIdentityAttempt(deps.db, attemptId);
      throw error;
    },
  );
  if (!created) {
    await recordFailedCheck(deps, { purpose: source, origin, reason: 'no_match' });
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
    details: { source, linkedAccounts: created.linked.length },
  });
  return created.user;
}

/**
 * When the proof holds and none of the accounts it proves has a login yet: a new user with those
 * accounts linked to it. Otherwise null. The account number proves its account and, when that one
 * may be proven (not waiting for review), the accounts of its confirmed identity (decision 0086);
 * another person's accounts behind the same SSN last 4 + birth date are not touched. A person who
 * already has a login keeps their one user: they sign in, or quick access links new accounts to it.
 */
async function findAndLink(
  deps: AppDeps,
  input: { login: ProvenLogin; proof: RegisterProof; source: ProvenRegistrationSource },
  identityHash: string,
  passwordHash: string,
) {
  const { login, proof, source } = input;
  return deps.db.transaction(async (tx) => {
    const all = await identityAccounts(tx, deps.encryption, identityHash, { lock: true });
    const proven = provenByAccountNumber(all, proof.accountNumber).sort((a, b) => a.id - b.id);
    const first = proven[0];
    if (!first || proven.some((a) => a.userId !== null)) return null;
    const [names] = login.lastName
      ? []
      : await tx
          .select({ lastName: debtAccounts.lastName })
          .from(debtAccounts)
          .where(eq(debtAccounts.id, first.id));
    const user = await insertUniqueUser(tx as unknown as Database, {
      username: login.username,
      email: login.email,
      firstName: login.firstName,
      // /register-debtor sends no last name; the account's is used so the user has one.
      lastName: login.lastName || names?.lastName?.trim() || '',
      phone: login.phone,
      role: 'debtor',
      password: login.password,
      passwordHash,
    });
    const linked = await linkAccountsToUser(
      tx,
      proven.map((a) => a.id),
      user.id,
      SOURCES[source],
    );
    return { user, linked };
  });
}

/**
 * POST /api/register: a debtor login from the public registration form. With the proof (SSN last 4,
 * birth date, account number) the login is created only when it finds the person's accounts, which
 * are linked to it: the same check, throttles and events as /register-debtor (decision 0044).
 * Without it, a login that sees no account, as the spec's call always did.
 */
export async function registerCustomer(
  deps: AppDeps,
  body: RegisterBody,
  origin: RequestOrigin,
): Promise<UserRow> {
  const { ssn, dateOfBirth, accountNumber, ...payload } = body;
  if (ssn !== undefined && dateOfBirth !== undefined && accountNumber !== undefined) {
    return registerWithProof(deps, payload, { ssn, dateOfBirth, accountNumber }, origin, {
      source: 'register',
    });
  }
  refuseWeakPassword(payload.password);
  const user = await insertUniqueUser(deps.db, { ...payload, role: 'debtor' });
  await recordSecurityEvent(deps.db, {
    type: 'registration',
    success: true,
    description: 'Registered a customer account',
    origin,
    user,
  });
  return user;
}
