import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { mfaCredentials, users } from '../db/schema';
import { seedDemoData } from '../db/seed';
import { startIdentityCheck } from '../modules/identity/identity-check.service';
import { rotateDataKey } from './data-key-rotation';
import { FieldEncryption } from './field-encryption';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const oldOnly = new FieldEncryption(oldKey);
const newOnly = new FieldEncryption(newKey);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_ENCRYPTION_KEY: oldKey.toString('base64') } });
  await seedDemoData(t.deps.db, t.deps.encryption);
  const [admin] = await t.deps.db.select({ id: users.id }).from(users).where(sql`username = 'admin'`);
  await t.deps.db
    .insert(mfaCredentials)
    .values({ userId: admin?.id ?? 0, secretEncrypted: oldOnly.encrypt('JBSWY3DPEHPK3PXP') });
  await t.deps.mail.enqueue({
    to: 'jdoe@example.com',
    subject: 'Receipt',
    text: 'Paid $25.00',
    html: '<p>Paid $25.00</p>',
  });
});
afterAll(() => t.close());

type Stored = Record<string, string | null>;
async function rows(query: string): Promise<Stored[]> {
  return (await t.deps.db.execute<Stored>(sql.raw(query))).rows;
}
const ACCOUNTS = `SELECT account_number, ssn_encrypted, birth_date_encrypted, co_signer_ssn_encrypted,
  co_signer_dob_encrypted, identity_hash, ssn_last4_hash FROM debt_accounts ORDER BY id`;
const SECRETS = 'SELECT secret_encrypted FROM mfa_credentials';
const MAILS = 'SELECT text_body, html_body FROM mail_outbox ORDER BY id';
const plainOf = (enc: FieldEncryption, list: Stored[]) =>
  list.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v && /^v[12]:/.test(v) ? enc.decrypt(v) : v])),
  );

describe('rotating DATA_ENCRYPTION_KEY', () => {
  it('rewrites every value and lookup hash under the new key; a second run finds nothing to do', async () => {
    const before = { accounts: await rows(ACCOUNTS), secrets: await rows(SECRETS), mails: await rows(MAILS) };
    const rotation = new FieldEncryption(newKey, [oldKey]);

    const report = await rotateDataKey(t.deps.db, rotation);
    expect(report.debt_accounts?.rows).toBe(before.accounts.length);
    expect(report.mfa_credentials).toEqual({ rows: 1, values: 1 });
    expect(report.mail_outbox).toEqual({ rows: 1, values: 2 });

    const after = { accounts: await rows(ACCOUNTS), secrets: await rows(SECRETS), mails: await rows(MAILS) };
    for (const list of Object.values(after))
      for (const row of list)
        for (const [column, value] of Object.entries(row))
          if (value && column.endsWith('encrypted')) expect(newOnly.isCurrent(value)).toBe(true);
    // The new key alone reads the same plain values the old key read before.
    const names = ['accounts', 'secrets', 'mails'] as const;
    const strip = (list: Stored[]) => list.map(({ identity_hash, ssn_last4_hash, ...rest }) => rest);
    for (const name of names)
      expect(strip(plainOf(newOnly, after[name]))).toEqual(strip(plainOf(oldOnly, before[name])));
    // Hashes follow the new key.
    const jdoe = after.accounts.find((a) => a.account_number === 'ACC-100001');
    expect(jdoe?.identity_hash).toBe(newOnly.identityHash('6789', '1985-04-12'));
    expect(jdoe?.identity_hash).not.toBe(oldOnly.identityHash('6789', '1985-04-12'));
    expect(jdoe?.ssn_last4_hash).toBe(newOnly.ssnLast4Hash('6789'));

    expect(await rotateDataKey(t.deps.db, rotation)).toEqual({
      debt_accounts: { rows: 0, values: 0 },
      mfa_credentials: { rows: 0, values: 0 },
      mail_outbox: { rows: 0, values: 0 },
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
});
