import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import type { DebtAccountRow } from '../../db/schema';
import { accountsPageSchema } from './account-schemas';

let t: AccountsTestApp;
let garcia: DebtAccountRow;
let all: DebtAccountRow[];

beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  const filler = Array.from({ length: 24 }, (_, i) => ({
    accountNumber: `FILL-${String(i).padStart(3, '0')}`,
    fullName: `Filler Person ${i}`,
    lastName: 'Person',
    firstName: 'Filler',
    unpaidBalance: `${100 + i}.00`,
  }));
  all = await insertAccounts(db, encryption, filler);
  garcia = await insertAccount(db, encryption, {
    accountNumber: 'ACC-100003',
    fullName: 'Maria Garcia',
    firstName: 'Maria',
    lastName: 'Garcia',
    primaryPhone: '6095550144',
    accountStatus: 'ACTIVE',
    lastActivityDate: '2026-01-15',
    lastActivityAmount: '150.00',
    principalOriginal: '5400.00',
    unpaidBalance: '4875.00',
    ssn: '987654321',
  });
  all.push(garcia);
  await insertAccount(db, encryption, { accountNumber: 'X-100%', fullName: 'Percy 100% Sure' });
});
afterAll(() => t.close());

const ids = (body: { accounts: Array<{ id: number }> }) => body.accounts.map((a) => a.id);

describe('GET /api/admin/accounts', () => {
  it('pages through every account in id order with the total', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await t.get(`/api/admin/accounts?page=${page}&pageSize=10`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 26, page, pageSize: 10 });
      seen.push(...ids(body));
    }
    expect(seen).toHaveLength(26);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(26);
  });

  it('answers full account objects by default and the compact fields on request, SSN masked', async () => {
    const full = accountsPageSchema.parse((await t.get(`/api/admin/accounts?search=garcia`)).json());
    expect(full.accounts).toHaveLength(1);
    expect(full.accounts[0]).toMatchObject({ id: garcia.id, ssn: '***-**-4321', unpaid_balance: '4875.00' });
    // The 122 fields of the spec, plus the client's code and when it recalled the account (decision
    // 0049), and the language the consumer reads letters in (decision 0066).
    expect(Object.keys(full.accounts[0])).toHaveLength(125);
    const compact = (await t.get(`/api/admin/accounts?search=garcia&view=compact`)).json();
    expect(compact.accounts[0]).toEqual({
      id: garcia.id,
      account_number: 'ACC-100003',
      status: 'active',
      full_name: 'Maria Garcia',
      account_status: 'ACTIVE',
      last_activity_date: '2026-01-15',
      last_activity_amount: '150.00',
    });
  });

  // Decision 0077: account numbers match by fragment too, as in the record-payment search (they matched only exactly before).
  it('searches names and account numbers as case-insensitive substrings, and phones exactly', async () => {
    for (const term of [
      'GARC',
      'ia gar',
      'acc-100003',
      '100003',
      'c-1000',
      '(609) 555-0144',
      '1-609-555-0144',
    ]) {
      const body = (await t.get(`/api/admin/accounts?search=${encodeURIComponent(term)}`)).json();
      expect(ids(body), term).toEqual([garcia.id]);
      expect(body.total).toBe(1);
    }
    const fragment = (await t.get('/api/admin/accounts?search=fill-01')).json();
    expect(fragment.total).toBe(10); // FILL-010 … FILL-019
    expect(fragment.accounts.map((a: { account_number: string }) => a.account_number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `FILL-01${i}`),
    );
    const filler = (await t.get('/api/admin/accounts?search=filler&pageSize=5')).json();
    expect(filler.total).toBe(24);
    expect(filler.accounts).toHaveLength(5);
    expect((await t.get('/api/admin/accounts?search=nobody-like-this')).json()).toMatchObject({
      accounts: [],
      total: 0,
    });
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect((await t.get('/api/admin/accounts?search=%25')).json().total).toBe(1); // only "100% Sure"
    expect((await t.get('/api/admin/accounts?search=_')).json().total).toBe(0);
  });

  it('sorts by name, status, last activity and id, both ways', async () => {
    const byName = ids((await t.get('/api/admin/accounts?sort=name&pageSize=200')).json());
    expect(byName[0]).toBe(garcia.id); // Garcia before Person
    const newest = ids((await t.get('/api/admin/accounts?sort=-id&pageSize=1')).json());
    expect(newest[0]).toBe(Math.max(...all.map((a) => a.id)) + 1); // the "100%" account, inserted last
    const active = ids((await t.get('/api/admin/accounts?sort=-last_activity_amount&pageSize=200')).json());
    expect(active).toHaveLength(26);
  });

  it('refuses bad paging and sorting with 400', async () => {
    for (const query of ['pageSize=201', 'pageSize=0', 'page=0', 'sort=ssn', 'view=everything']) {
      const res = await t.get(`/api/admin/accounts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/test/accounts', () => {
  it('lists every account newest first in the spec shape', async () => {
    const res = await t.get('/api/test/accounts?_=1712345');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const list = res.json();
    expect(list).toHaveLength(26);
    // Under its limit the answer is the whole list, as the spec says: no paging headers.
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(list[0].id).toBeGreaterThan(list[25].id);
    expect(list.find((a: { id: number }) => a.id === garcia.id)).toEqual({
      id: garcia.id,
      status: 'active',
      originalAmount: '5400.00',
      currentAmount: '4875.00',
      accountNumber: 'ACC-100003',
      debtorName: 'Maria Garcia',
      unpaid_balance: '4875.00',
      currentPrincipalBal: '4875.00',
      principalOriginal: '5400.00',
    });
  });
});

describe('ETag and 304 on both lists', () => {
  for (const [name, first, second] of [
    ['paged list', '/api/admin/accounts?page=1&pageSize=5', '/api/admin/accounts?page=1&pageSize=5'],
    ['spec list', '/api/test/accounts?t=1', '/api/test/accounts?t=2'],
  ] as const) {
    it(`${name}: 304 while nothing changed, 200 with a new ETag after an edit`, async () => {
      const res = await t.get(first);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['cache-control']).toContain('no-cache');

      const same = await t.get(second, 'staff', { 'if-none-match': etag });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe(etag);

      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/accounts/${garcia.id}`,
        headers: { cookie: t.cookies.admin },
        payload: { city: `Trenton ${etag.slice(1, 6)}` },
      });
      expect(edit.statusCode).toBe(200);
      const changed = await t.get(second, 'admin', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  }

  it('gives different pages and searches different ETags', async () => {
    const a = (await t.get('/api/admin/accounts?page=1&pageSize=5')).headers.etag;
    const b = (await t.get('/api/admin/accounts?page=2&pageSize=5')).headers.etag;
    const c = (await t.get('/api/admin/accounts?page=1&pageSize=5&search=garcia')).headers.etag;
    expect(new Set([a, b, c]).size).toBe(3);
  });
});

describe('who may read the lists', () => {
  it('refuses collectors and debtors with 403 and signed-out callers with 401', async () => {
    for (const url of ['/api/admin/accounts', '/api/test/accounts', `/api/admin/accounts/${garcia.id}`]) {
      for (const role of ['collector', 'debtor'] as const) {
        const res = await t.get(url, role);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.body).not.toContain('Garcia');
      }
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.get(url, 'staff')).statusCode).toBe(200);
    }
  });

  it('runs nothing for a HEAD request without a session', async () => {
    for (const url of [
      '/api/admin/accounts',
      '/api/test/accounts',
      `/api/admin/accounts/${garcia.id}`,
      '/api/admin/export-excel',
    ]) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
