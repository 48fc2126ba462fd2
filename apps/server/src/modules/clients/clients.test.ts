import type { Client } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { clients, debtAccounts } from '../../db/schema';

/** Clients: create, read, edit and their validation (docs/product/clients.md). */
let t: TestApp;
let admin: string;
let staff: string;
let collector: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'cl-admin', role: 'admin' });
  await createUser(t.deps.db, { username: 'cl-staff', role: 'staff' });
  await createUser(t.deps.db, { username: 'cl-collector', role: 'collector' });
  admin = await signIn(t.app, 'cl-admin');
  staff = await signIn(t.app, 'cl-staff');
  collector = await signIn(t.app, 'cl-collector');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: { cookie } })
    : t.app.inject({ method, url, headers: { cookie }, payload });

const BANK = {
  code: 'fnb',
  name: 'First National Bank',
  commissionRate: 25,
  remitMethod: 'net',
  remitFrequency: 'daily',
};

describe('the default client', () => {
  it('exists after the migrations and holds accounts created without a client', async () => {
    const res = await call('GET', '/api/admin/clients', admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Client[];
    const fallback = list.find((c) => c.isDefault);
    expect(fallback).toMatchObject({ code: 'DEFAULT', active: true });
    const account = await insertAccount(t.deps.db, t.deps.encryption);
    expect(account.clientId).toBe(fallback?.id);
    // Raw SQL inserts (the import's statement) get it from the column's default (id 1).
    const raw = await t.deps.db.execute(
      "INSERT INTO debt_accounts (account_number) VALUES ('RAW-1') RETURNING client_id" as never,
    );
    expect((raw.rows[0] as { client_id: number }).client_id).toBe(fallback?.id);
  });
});

describe('POST /api/admin/clients', () => {
  let created: Client;
  it('creates a client and answers it with its id, the code in upper case and the rate exact', async () => {
    const res = await call('POST', '/api/admin/clients', admin, {
      ...BANK,
      commissionRate: '33.3333',
      settlementAuthorityPercent: 60,
      planAuthorityMonths: 24,
      itemizationDateBasis: 'last_statement',
      contacts: [{ name: 'Rita Moss', email: 'rita@fnb.example', phone: '215-555-0100' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json() as Client;
    expect(created).toMatchObject({
      code: 'FNB',
      name: 'First National Bank',
      commissionRate: '33.3333',
      commissionTiers: null,
      remitMethod: 'net',
      remitFrequency: 'daily',
      settlementAuthorityPercent: '60',
      planAuthorityMonths: 24,
      itemizationDateBasis: 'last_statement',
      contacts: [{ name: 'Rita Moss', email: 'rita@fnb.example', phone: '215-555-0100' }],
      active: true,
      isDefault: false,
      accountCount: 0,
    });
    expect(created.id).toBeGreaterThan(0);
    const got = await call('GET', `/api/admin/clients/${created.id}`, staff);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(created);
  });

  it('keeps tiers by age at placement, sorted', async () => {
    const res = await call('POST', '/api/admin/clients', admin, {
      code: 'HOSP',
      name: 'Mercy Hospital',
      commissionRate: 20,
      remitMethod: 'gross',
      remitFrequency: 'monthly',
      commissionTiers: [
        { minAgeDays: 365, rate: 35 },
        { minAgeDays: 0, rate: '20.5' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Client).commissionTiers).toEqual([
      { minAgeDays: 0, rate: '20.5' },
      { minAgeDays: 365, rate: '35' },
    ]);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await t.deps.db.select().from(clients);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BANK, code: 'X1', commissionRate: 101 }, 'commissionRate must be between 0 and 100'],
      [
        { ...BANK, code: 'X2', commissionRate: '12.34567' },
        'commissionRate must be a number with at most 4 decimals',
      ],
      [{ ...BANK, code: 'X3', remitMethod: 'weekly' }, 'remitMethod must be net or gross'],
      [{ ...BANK, code: 'X4', remitFrequency: 'yearly' }, 'remitFrequency must be daily, weekly or monthly'],
      [{ ...BANK, code: 'bad code!' }, 'code must be 1 to 32 letters'],
      [{ ...BANK, code: 'X5', name: '  ' }, 'name is required'],
      [
        { ...BANK, code: 'X6', commissionTiers: [{ minAgeDays: 90, rate: 30 }] },
        'must start at minAgeDays 0',
      ],
      [{ ...BANK, code: 'X7', itemizationDateBasis: 'whenever' }, 'itemizationDateBasis must be one of'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/admin/clients', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    const taken = await call('POST', '/api/admin/clients', admin, { ...BANK, name: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another client already has this code');
    expect(await t.deps.db.select().from(clients)).toEqual(before);
  });

  it('edits every field but the code; the default client stays active', async () => {
    const res = await call('PUT', `/api/admin/clients/${created.id}`, admin, {
      ...BANK,
      name: 'First National Bank of PA',
      commissionRate: 27.5,
      remitFrequency: 'weekly',
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'First National Bank of PA',
      commissionRate: '27.5',
      remitFrequency: 'weekly',
      active: false,
      // PUT replaces: what is not given goes back to its default.
      contacts: [],
      settlementAuthorityPercent: null,
    });
    const renamed = await call('PUT', `/api/admin/clients/${created.id}`, admin, { ...BANK, code: 'FNB2' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe("A client's code cannot change: import files place accounts by it");
    const [fallback] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
    const off = await call('PUT', `/api/admin/clients/${fallback.id}`, admin, {
      code: 'DEFAULT',
      name: 'Default client',
      commissionRate: 0,
      remitMethod: 'net',
      remitFrequency: 'monthly',
      active: false,
    });
    expect(off.statusCode).toBe(400);
    expect((await call('GET', '/api/admin/clients/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/clients/abc', admin)).statusCode).toBe(404);
  });

  it('pages, sorts and searches the list with the total', async () => {
    const res = await call('GET', '/api/admin/clients?sort=name&direction=asc&pageSize=2&q=a', staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect((res.json() as Client[]).map((c) => c.code)).toEqual(['DEFAULT', 'FNB']);
    const bad = await call('GET', '/api/admin/clients?sort=rate', staff);
    expect(bad.statusCode).toBe(400);
  });

  it('lets staff read but not write; collectors neither', async () => {
    expect((await call('POST', '/api/admin/clients', staff, { ...BANK, code: 'S1' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/clients/${created.id}`, staff, BANK)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/clients', collector)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/clients/${created.id}/placements`, staff)).statusCode).toBe(200);
  });

  it('counts the accounts of a client', async () => {
    await t.deps.db
      .update(debtAccounts)
      .set({ clientId: created.id })
      .where(eq(debtAccounts.accountNumber, 'RAW-1'));
    const res = await call('GET', `/api/admin/clients/${created.id}`, admin);
    expect(res.json()).toMatchObject({ accountCount: 1, openAccountCount: 1 });
  });
});
