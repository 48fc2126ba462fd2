import { easternDateOf, parseCents } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { boundTo } from '../security/field-bindings';
import {
  clients,
  contactPreferences,
  debtAccounts,
  payments,
  placements,
  users,
  validationNotices,
} from './schema';
import { DEMO_PASSWORD, DEMO_VALIDATION_NOTICE_DAYS_AGO, ensureFirstAdmin, seedDemoData } from './seed';
import { DEMO_CLIENT_USER, DEMO_CLIENTS } from './seed-clients';

const cents = (v: string | null) => parseCents(v ?? '') ?? Number.NaN;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('start-up data', () => {
  it('creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD only while no admin exists', async () => {
    const config = testConfig({
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'owner-password-1',
      ADMIN_EMAIL: 'owner@agency.example',
    });
    expect(await ensureFirstAdmin(t.deps.db, config)).toBe(true);
    expect(await ensureFirstAdmin(t.deps.db, config)).toBe(false);
    const admins = await t.deps.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((a) => [a.username, a.email])).toEqual([['owner', 'owner@agency.example']]);
    expect(await signIn(t.app, 'owner', 'owner-password-1')).toMatch(/^arrears_sid=/);
  });

  it('seeds demo users and accounts once, with SSN and birth date encrypted', async () => {
    expect(await seedDemoData(t.deps.db, t.deps.encryption)).toBe(true);
    expect(await seedDemoData(t.deps.db, t.deps.encryption)).toBe(false);
    expect(await signIn(t.app, 'jdoe', DEMO_PASSWORD)).toMatch(/^arrears_sid=/);
    const [account] = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.accountNumber, 'ACC-100001'));
    expect(account.unpaidBalance).toBe('2450.75');
    expect(account.ssnEncrypted).not.toContain('6789');
    expect(
      t.deps.encryption.decrypt(account.ssnEncrypted ?? '', boundTo.account('ssn_encrypted', 'ACC-100001')),
    ).toBe('123456789');
    expect(account.identityHash).toBe(t.deps.encryption.identityHash('6789', '1985-04-12'));
  });

  it('seeds the payments that explain the demo balances: principal minus balance', async () => {
    const rows = await t.deps.db
      .select({
        amount: payments.amount,
        principal: debtAccounts.principalOriginal,
        balance: debtAccounts.unpaidBalance,
      })
      .from(payments)
      .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId));
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(cents(r.principal) - cents(r.balance)).toBe(cents(r.amount));
  });

  it('seeds the compliance facts: validation notices 90 days ago, Maria Garcia consented to texts', async () => {
    const notices = await t.deps.db
      .select({
        number: debtAccounts.accountNumber,
        sentOn: validationNotices.sentOn,
        method: validationNotices.method,
      })
      .from(validationNotices)
      .innerJoin(debtAccounts, eq(debtAccounts.id, validationNotices.debtAccountId));
    const sentOn = easternDateOf(Date.now() - DEMO_VALIDATION_NOTICE_DAYS_AGO * 86_400_000);
    expect(notices.map((n) => n.number).sort()).toEqual([
      'ACC-100001',
      'ACC-100002',
      'ACC-100003',
      'ACC-100004',
    ]);
    for (const n of notices) expect(n).toMatchObject({ sentOn, method: 'mail' });
    const consents = await t.deps.db
      .select({
        number: debtAccounts.accountNumber,
        kind: contactPreferences.kind,
        phone: contactPreferences.phone,
      })
      .from(contactPreferences)
      .innerJoin(debtAccounts, eq(debtAccounts.id, contactPreferences.debtAccountId));
    expect(consents).toEqual([{ number: 'ACC-100003', kind: 'sms_consent', phone: '6095550144' }]);
  });
});

describe('demo clients (issue 21)', () => {
  it('spreads the demo accounts across a bank, a school and a hospital, a placement each', async () => {
    // The data of the test above: seeded once already.
    const rows = await t.deps.db
      .select({
        number: debtAccounts.accountNumber,
        code: clients.code,
        placementId: debtAccounts.placementId,
      })
      .from(debtAccounts)
      .innerJoin(clients, eq(clients.id, debtAccounts.clientId))
      .orderBy(debtAccounts.accountNumber);
    expect(rows.map((r) => [r.number, r.code])).toEqual([
      ['ACC-100001', 'KCB'],
      ['ACC-100002', 'KCB'],
      ['ACC-100003', 'MGH'],
      ['ACC-100004', 'RSU'],
    ]);
    expect(rows.every((r) => r.placementId !== null)).toBe(true);
    expect((await t.deps.db.select().from(placements)).map((p) => p.label).sort()).toEqual(
      DEMO_CLIENTS.map((c) => `${c.name} placement`).sort(),
    );
  });

  it("seeds the bank's client user, whose portal shows the bank's accounts only", async () => {
    const cookie = await signIn(t.app, DEMO_CLIENT_USER.username, DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/client/accounts', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .accounts.map((a: { accountNumber: string }) => a.accountNumber)
        .sort(),
    ).toEqual(['ACC-100001', 'ACC-100002']);
    expect(res.json().accounts[0].ssn).toBe('***-**-6789');
  });
});
