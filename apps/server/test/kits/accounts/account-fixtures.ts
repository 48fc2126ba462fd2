import type { Database } from '../../../src/db/client';
import { type DebtAccountRow, debtAccounts, type NewDebtAccount } from '../../../src/db/schema';
import { markAccountsChanged } from '../../../src/modules/accounts/accounts-change-stamp';
import { boundTo } from '../../../src/security/field-bindings';
import type { FieldEncryption } from '../../../src/security/field-encryption';

let sequence = 0;

export interface AccountFixture extends Partial<NewDebtAccount> {
  /** Plain SSN and birth date: stored encrypted with their look-up hashes, as the import does. */
  ssn?: string;
  birthDate?: string;
}

/** Inserts accounts for a test (with sensible defaults) and drops the lists' cached stamp. */
export async function insertAccounts(
  db: Database,
  encryption: FieldEncryption,
  fixtures: AccountFixture[],
): Promise<DebtAccountRow[]> {
  const values = fixtures.map(({ ssn, birthDate, ...rest }) => {
    sequence += 1;
    const last4 = ssn?.slice(-4);
    const accountNumber = rest.accountNumber ?? `T-${Date.now().toString(36)}-${sequence}`;
    return {
      fullName: `Test Debtor ${sequence}`,
      unpaidBalance: '100.00',
      ...rest,
      accountNumber,
      ssnEncrypted: ssn ? encryption.encrypt(ssn, boundTo.account('ssn_encrypted', accountNumber)) : null,
      birthDateEncrypted: birthDate
        ? encryption.encrypt(birthDate, boundTo.account('birth_date_encrypted', accountNumber))
        : null,
      ssnLast4Hash: last4 ? encryption.ssnLast4Hash(last4) : null,
      identityHash: last4 && birthDate ? encryption.identityHash(last4, birthDate) : null,
    };
  });
  const rows = await db.insert(debtAccounts).values(values).returning();
  markAccountsChanged(db);
  return rows;
}

export async function insertAccount(
  db: Database,
  encryption: FieldEncryption,
  fixture: AccountFixture = {},
): Promise<DebtAccountRow> {
  const [row] = await insertAccounts(db, encryption, [fixture]);
  return row;
}
