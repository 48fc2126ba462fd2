import type { Client } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';

/** The client on the account's pages and the accounts table's client filter (docs/product/clients.md). */
let t: AccountsTestApp;
let hospital: Client;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/clients',
    headers: { cookie: t.cookies.admin },
    payload: {
      code: 'MERCY',
      name: 'Mercy Hospital',
      commissionRate: 30,
      remitMethod: 'net',
      remitFrequency: 'monthly',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  hospital = res.json() as Client;
});
afterAll(() => t.close());

describe('the client of an account', () => {
  it('shows on the detail, after an edit, in the table, and filters the table', async () => {
    const mine = await insertAccount(t.deps.db, t.deps.encryption, {
      clientId: hospital.id,
      fullName: 'Pat Mercy',
    });
    await insertAccount(t.deps.db, t.deps.encryption, { fullName: 'Lee Default' });
    const detail = await t.get(`/api/admin/accounts/${mine.id}`, 'staff');
    expect(detail.json()).toMatchObject({ client_code: 'MERCY', recalled_at: null });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${mine.id}`,
      headers: { cookie: t.cookies.admin },
      payload: { city: 'Scranton' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ city: 'Scranton', client_code: 'MERCY' });

    const page = await t.get(`/api/admin/accounts?clientId=${hospital.id}&view=summary`, 'staff');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { accounts: { full_name: string }[]; total: number };
    expect(body.accounts.map((a) => a.full_name)).toEqual(['Pat Mercy']);
    expect(body.total).toBe(1);
    const full = await t.get('/api/admin/accounts?sort=client_code&direction=desc', 'staff');
    expect((full.json() as { accounts: { client_code: string }[] }).accounts[0].client_code).toBe('MERCY');
    expect((await t.get('/api/admin/accounts?clientId=abc', 'staff')).statusCode).toBe(400);
  });
});
