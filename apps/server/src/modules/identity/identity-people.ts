import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';
import type { FieldEncryption } from '../../security/field-encryption';
import { type AddressParts, accountAddressParts, addressKey, formatAddressOption } from './address-options';

/**
 * Who is who behind one SSN last 4 + birth date (decision 0086). The identity check asks for those
 * two, but they do not make a person: accounts are one person's only when their full SSNs match
 * (or, unconfirmed, when neither has one). And an account may be proven by an identity check only
 * when the database has not put it aside for staff review (migration 0035's trigger): a client's
 * file can then never plant the address that is asked, nor join a person it does not belong to.
 */
export interface IdentityAccount {
  id: number;
  userId: number | null;
  accountNumber: string;
  /** The address as step two shows it, or null without a street line. */
  address: AddressParts | null;
  addressKey: string | null;
  /** The 9 digits of the full SSN, or null when the file gave fewer. */
  fullSsn: string | null;
  /** Not waiting for (or kept apart by) staff review: an identity check may prove it. */
  provable: boolean;
}

/** Two identities behind one SSN last 4 + birth date are rare; a third is not offered (it registers). */
export const MAX_PEOPLE_ASKED = 2;

/**
 * The accounts of an SSN last 4 + birth date, most recently updated first, with their full SSNs
 * opened. In a transaction they can be locked, so two sign-ins at once agree on what they link.
 */
export async function identityAccounts(
  db: Database | Transaction,
  encryption: FieldEncryption,
  identityHash: string,
  options: { lock?: boolean } = {},
): Promise<IdentityAccount[]> {
  const query = db
    .select({
      id: debtAccounts.id,
      userId: debtAccounts.userId,
      accountNumber: debtAccounts.accountNumber,
      ssnEncrypted: debtAccounts.ssnEncrypted,
      address1: debtAccounts.address1,
      city: debtAccounts.city,
      state: debtAccounts.state,
      zipCode: debtAccounts.zipCode,
      identityReview: debtAccounts.identityReview,
    })
    .from(debtAccounts)
    .where(eq(debtAccounts.identityHash, identityHash))
    .orderBy(desc(debtAccounts.updatedAt), desc(debtAccounts.id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows.map((row) => {
    const address = accountAddressParts(row);
    const ssn = row.ssnEncrypted
      ? encryption
          .decrypt(row.ssnEncrypted, boundTo.account('ssn_encrypted', row.accountNumber))
          .replace(/\D/g, '')
      : '';
    return {
      id: row.id,
      userId: row.userId,
      accountNumber: row.accountNumber,
      address,
      addressKey: address ? addressKey(formatAddressOption(address)) : null,
      fullSsn: ssn.length === 9 ? ssn : null,
      provable: row.identityReview === null,
    };
  });
}

/** One person's accounts: the same full SSN, or (unconfirmed) no full SSN at all. */
const personOf = (account: IdentityAccount): string => account.fullSsn ?? 'unconfirmed';

/**
 * The true addresses of step two: for each person behind these accounts (most recently updated
 * first), the address of their most recently updated provable account; at most MAX_PEOPLE_ASKED.
 */
export function challengeAddresses(accounts: readonly IdentityAccount[]): AddressParts[] {
  const asked = new Map<string, AddressParts>();
  const keys = new Set<string>();
  for (const account of accounts) {
    const person = personOf(account);
    if (!account.provable || !account.address || !account.addressKey || asked.has(person)) continue;
    if (keys.has(account.addressKey)) continue;
    asked.set(person, account.address);
    keys.add(account.addressKey);
  }
  return [...asked.values()].slice(0, MAX_PEOPLE_ASKED);
}

/** The provable accounts that share a confirmed identity (the full SSN) with one of these. */
function withConfirmedJoins(
  accounts: readonly IdentityAccount[],
  seeds: IdentityAccount[],
): IdentityAccount[] {
  const ssns = new Set(seeds.flatMap((a) => (a.fullSsn ? [a.fullSsn] : [])));
  const seedIds = new Set(seeds.map((a) => a.id));
  return accounts.filter(
    (a) => seedIds.has(a.id) || (a.provable && a.fullSsn !== null && ssns.has(a.fullSsn)),
  );
}

/**
 * What a right address proves: the provable accounts that hold it, and the provable accounts joined
 * to them by a confirmed identity. Nothing else of the SSN last 4 + birth date.
 */
export function provenByAddress(accounts: readonly IdentityAccount[], address: string): IdentityAccount[] {
  const key = addressKey(address);
  return withConfirmedJoins(
    accounts,
    accounts.filter((a) => a.provable && a.addressKey === key),
  );
}

/**
 * What an account number (with the SSN last 4 and birth date) proves: that account; when it is
 * provable, also the provable accounts of its confirmed identity. An account waiting for review is
 * reached this way only, and alone.
 */
export function provenByAccountNumber(
  accounts: readonly IdentityAccount[],
  accountNumber: string,
): IdentityAccount[] {
  const wanted = accountNumberKey(accountNumber);
  const account = accounts.find((a) => accountNumberKey(a.accountNumber) === wanted);
  if (!account) return [];
  return account.provable ? withConfirmedJoins(accounts, [account]) : [account];
}

/** "acc-100004": account numbers compare without case and spacing. */
export const accountNumberKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '');
