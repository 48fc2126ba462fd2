import { LIST_CURSOR_HEADER, LIST_TOTAL_HEADER, VIEWER_RECENT_ROWS } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { TEST_ACCOUNTS_LIMIT } from './test-accounts-list';

let t: AccountsTestApp;
const fixtures = (prefix: string, n: number, status = 'active') =>
  Array.from({ length: n }, (_, i) => ({
    accountNumber: `${prefix}-${i}`,
    fullName: `${prefix} ${i}`,
    status,
  }));

beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  // More than two pages: 1,100 accounts, a tenth of them not active.
  await insertAccounts(db, encryption, fixtures('PAGE', 990));
  await insertAccounts(db, encryption, fixtures('SHUT', 110, 'closed'));
});
afterAll(() => t.close());

const idsOf = (list: Array<{ id: number }>) => list.map((a) => a.id);

describe('GET /api/test/accounts past its limit', () => {
  it('answers the newest accounts and a cursor, and loses or repeats none while accounts are added', async () => {
    const first = await t.get('/api/test/accounts');
    expect(first.statusCode).toBe(200);
    const firstPage = first.json();
    expect(firstPage).toHaveLength(TEST_ACCOUNTS_LIMIT);
    expect(first.headers[LIST_TOTAL_HEADER]).toBe('1100');
    const seen = idsOf(firstPage);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(first.headers[LIST_CURSOR_HEADER]).toBe(String(seen.at(-1)));

    // Accounts added while the caller pages: newer than the cursor, so they belong to a fresh first page.
    const added = idsOf(await insertAccounts(t.deps.db, t.deps.encryption, fixtures('LATE', 7)));
    let cursor = first.headers[LIST_CURSOR_HEADER] as string | undefined;
    let pages = 1;
    while (cursor) {
      const res = await t.get(`/api/test/accounts?before=${cursor}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers[LIST_TOTAL_HEADER]).toBe('1107');
      seen.push(...idsOf(res.json()));
      cursor = res.headers[LIST_CURSOR_HEADER] as string | undefined;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(1100);
    expect(new Set(seen).size).toBe(1100);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen.some((id) => added.includes(id))).toBe(false);

    const fresh = idsOf((await t.get('/api/test/accounts')).json());
    expect(fresh.slice(0, 7)).toEqual([...added].sort((a, b) => b - a));
  });

  it('refuses a before that is not an account id', async () => {
    for (const before of ['0', 'abc', '-4', '1.5']) {
      const res = await t.get(`/api/test/accounts?before=${before}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().message).toBe('before must be an account id');
    }
  });
});

describe('GET /api/admin/accounts-overview', () => {
  it("answers the viewer's counts and newest accounts, with an ETag", async () => {
    const res = await t.get('/api/admin/accounts-overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const newest = (await t.get('/api/test/accounts')).json().slice(0, VIEWER_RECENT_ROWS);
    expect(body).toEqual({ activeAccounts: 997, inactiveAccounts: 110, recent: newest });
    expect(body.recent[0]).toMatchObject({ accountNumber: 'LATE-6', status: 'active', debtorName: 'LATE 6' });
    const same = await t.get('/api/admin/accounts-overview', 'staff', {
      'if-none-match': res.headers.etag as string,
    });
    expect(same.statusCode).toBe(304);
  });

  it('is for admin and staff only', async () => {
    for (const role of ['collector', 'debtor'] as const)
      expect((await t.get('/api/admin/accounts-overview', role)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts-overview' })).statusCode).toBe(401);
  });
});
