import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaCredentials, users } from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed';
import { startIdentityCheck } from '../../src/modules/identity/identity-check.service';
import { rotateDataKey } from '../../src/security/data-key-rotation';
import { ACCOUNT_SECRET_COLUMNS, boundTo } from '../../src/security/field-bindings';
import { FieldEncryption, MisplacedValueError } from '../../src/security/field-encryption';
import { buildTestApp, type TestApp } from '../build-test-app';
import { legacyEncrypt } from '../kits/security/legacy-values';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const oldOnly = new FieldEncryption(oldKey);
const newOnly = new FieldEncryption(newKey);

let t: TestApp;
const evidence: SweepLine[] = [];
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_ENCRYPTION_KEY: oldKey.toString('base64') } });
  await seedDemoData(t.deps.db, t.deps.encryption);
  // Values as earlier versions stored them: a v2 TOTP secret, a v2 SSN and a v1 birth date.
  const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(sql`username = 'admin'`);
  await t.deps.db
    .insert(mfaCredentials)
    .values({ userId: admin?.id ?? 0, secretEncrypted: legacyEncrypt(oldKey, 'JBSWY3DPEHPK3PXP') });
  await t.deps.db.execute(sql`UPDATE debt_accounts SET ssn_encrypted = ${legacyEncrypt(oldKey, '111223333')},
    birth_date_encrypted = ${legacyEncrypt(oldKey, '1990-02-03', 'v1')} WHERE account_number = 'ACC-100002'`);
  await t.deps.mail.enqueue({
    to: 'jdoe@example.com',
    subject: 'Receipt',
    text: 'Paid $25.00',
    html: '<p>Paid $25.00</p>',
    audience: { consumer: { accountId: null, languages: ['en'] } },
  });
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence('data-key-rotation', 'data key rotation and values bound to their row', evidence);
  await t.close();
});

type Stored = Record<string, string | null>;
async function rows(query: string): Promise<Stored[]> {
  return (await t.deps.db.execute<Stored>(sql.raw(query))).rows;
}
const ACCOUNTS = `SELECT account_number AS row, ssn_encrypted, birth_date_encrypted, co_signer_ssn_encrypted,
  co_signer_dob_encrypted, identity_hash, ssn_last4_hash FROM debt_accounts ORDER BY id`;
const SECRETS = 'SELECT user_id::text AS row, secret_encrypted FROM mfa_credentials';
const MAILS = 'SELECT id::text AS row, text_body, html_body FROM mail_outbox ORDER BY id';
const TABLE = { accounts: 'debt_accounts', secrets: 'mfa_credentials', mails: 'mail_outbox' } as const;
type ListName = keyof typeof TABLE;
const read = async () => ({
  accounts: await rows(ACCOUNTS),
  secrets: await rows(SECRETS),
  mails: await rows(MAILS),
});
const ENCRYPTED = /^v[123]:/;

/** Each list's encrypted values in plain text, each opened at its own row and column. */
const plainOf = (enc: FieldEncryption, name: ListName, list: Stored[]) =>
  list.map(({ identity_hash, ssn_last4_hash, ...row }) =>
    Object.fromEntries(
      Object.entries(row).map(([column, v]) => [
        column,
        v && ENCRYPTED.test(v) ? enc.decrypt(v, { table: TABLE[name], column, row: row.row as string }) : v,
      ]),
    ),
  );
const encryptedValues = (lists: Record<ListName, Stored[]>) =>
  Object.values(lists).flatMap((list) =>
    list.flatMap((row) => Object.values(row).filter((v): v is string => !!v && ENCRYPTED.test(v))),
  );
const NOTHING_TO_DO = {
  debt_accounts: { rows: 0, values: 0 },
  mfa_credentials: { rows: 0, values: 0 },
  mail_outbox: { rows: 0, values: 0 },
};

describe('rotating DATA_ENCRYPTION_KEY', () => {
  it('rewrites v1, v2 and v3 values as v3 under the new key, bound to their row; a second run touches 0 rows', async () => {
    const before = await read();
    const versions = encryptedValues(before).map((v) => v.slice(0, 2));
    expect(new Set(versions)).toEqual(new Set(['v1', 'v2', 'v3']));
    const rotation = new FieldEncryption(newKey, [oldKey]);

    const report = await rotateDataKey(t.deps.db, rotation);
    expect(report.misplaced).toEqual([]);
    expect(report.tables.debt_accounts?.rows).toBe(before.accounts.length);
    expect(report.tables.mfa_credentials).toEqual({ rows: 1, values: 1 });
    expect(report.tables.mail_outbox).toEqual({ rows: 1, values: 2 });

    const after = await read();
    for (const value of encryptedValues(after)) expect(newOnly.isCurrent(value)).toBe(true);
    // The new key alone reads, at each value's own place, the plain values the old key read before.
    for (const name of Object.keys(TABLE) as ListName[])
      expect(plainOf(newOnly, name, after[name])).toEqual(plainOf(oldOnly, name, before[name]));
    // Now bound: ACC-100001's SSN does not open as ACC-100002's, nor as its birth date.
    const jdoe = after.accounts.find((a) => a.row === 'ACC-100001');
    expect(() =>
      newOnly.decrypt(jdoe?.ssn_encrypted ?? '', boundTo.account('ssn_encrypted', 'ACC-100002')),
    ).toThrow(MisplacedValueError);
    expect(() =>
      newOnly.decrypt(jdoe?.ssn_encrypted ?? '', boundTo.account('birth_date_encrypted', 'ACC-100001')),
    ).toThrow(MisplacedValueError);
    // Hashes follow the new key.
    expect(jdoe?.identity_hash).toBe(newOnly.identityHash('6789', '1985-04-12'));
    expect(jdoe?.identity_hash).not.toBe(oldOnly.identityHash('6789', '1985-04-12'));
    expect(jdoe?.ssn_last4_hash).toBe(newOnly.ssnLast4Hash('6789'));

    expect(await rotateDataKey(t.deps.db, rotation)).toEqual({ tables: NOTHING_TO_DO, misplaced: [] });
    evidence.push({
      area: 'Rotation to a new key of v1, v2 and v3 values (accounts, TOTP secret, mail), then a second run',
      cases: encryptedValues(before).length,
      result:
        'every value v3 under the new key, same plain text at its own row and column; second run: 0 rows',
    });
  });

  it('leaves quick access working with the new key alone', async () => {
    const answer = await startIdentityCheck(
      { ...t.deps, encryption: newOnly },
      {
        purpose: 'quick_access',
        ssnLast4: '6789',
        dateOfBirth: '1985-04-12',
        origin: { ip: '198.51.100.9', userAgent: null },
      },
    );
    expect(answer.addressOptions.some((option) => option.includes('42 Maple'))).toBe(true);
  });

  it('with the current key alone, binds values written before binding (v2 → v3); then 0 rows', async () => {
    await t.deps.db.execute(sql`UPDATE debt_accounts SET co_signer_ssn_encrypted = ${legacyEncrypt(newKey, '444556666')}
      WHERE account_number = 'ACC-100003'`);
    const report = await rotateDataKey(t.deps.db, newOnly);
    expect(report).toEqual({
      tables: { ...NOTHING_TO_DO, debt_accounts: { rows: 1, values: 1 } },
      misplaced: [],
    });
    const [stored] = await rows(
      "SELECT co_signer_ssn_encrypted AS v FROM debt_accounts WHERE account_number = 'ACC-100003'",
    );
    expect(stored.v?.startsWith(newOnly.currentPrefix)).toBe(true);
    expect(newOnly.decrypt(stored.v ?? '', boundTo.account('co_signer_ssn_encrypted', 'ACC-100003'))).toBe(
      '444556666',
    );
    expect(await rotateDataKey(t.deps.db, newOnly)).toEqual({ tables: NOTHING_TO_DO, misplaced: [] });
    evidence.push({
      area: 'v2 value (written before binding) under the current key, rotation with that key alone',
      cases: 1,
      result: 'rewritten as v3 bound to its row and column; second run: 0 rows',
    });
  });

  it('does not launder a value copied to another row: that row is left as it is and reported', async () => {
    const thirdKey = randomBytes(32);
    await t.deps.db.execute(sql`UPDATE debt_accounts SET ssn_encrypted =
      (SELECT ssn_encrypted FROM debt_accounts WHERE account_number = 'ACC-100001')
      WHERE account_number = 'ACC-100004'`);
    const [victimBefore] = await rows(
      `${ACCOUNTS.replace('ORDER BY id', '')} WHERE account_number = 'ACC-100004'`,
    );
    const rotation = new FieldEncryption(thirdKey, [newKey]);

    const report = await rotateDataKey(t.deps.db, rotation);
    expect(report.misplaced.map((e) => e.binding)).toEqual([boundTo.account('ssn_encrypted', 'ACC-100004')]);
    const accounts = await rows(ACCOUNTS);
    expect(report.tables.debt_accounts?.rows).toBe(accounts.length - 1);
    // Untouched (still under the previous key), and every other account is under the third key.
    expect(accounts.find((a) => a.row === 'ACC-100004')).toEqual(victimBefore);
    for (const account of accounts.filter((a) => a.row !== 'ACC-100004'))
      for (const column of ACCOUNT_SECRET_COLUMNS)
        if (account[column]) expect(rotation.isCurrent(account[column] ?? '')).toBe(true);
    // A second run finds it again, and touches nothing.
    const again = await rotateDataKey(t.deps.db, rotation);
    expect(again.tables).toEqual(NOTHING_TO_DO);
    expect(again.misplaced).toHaveLength(1);
    evidence.push({
      area: 'Ciphertext copied to another account (SQL UPDATE) before a rotation',
      cases: 1,
      result: 'row left as it is and reported (MisplacedValueError), not re-bound to where it was put',
    });
  });
});
