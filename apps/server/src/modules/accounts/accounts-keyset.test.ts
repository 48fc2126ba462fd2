import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { cappedCount } from '../../db/capped-count';
import { debtAccounts } from '../../db/schema';
import { ACCOUNT_MESSAGES } from './account-schemas';
import { searchCondition } from './accounts.repository';
import { markAccountsChanged } from './accounts-change-stamp';

let t: AccountsTestApp;
let original: number[];
let added = 0;

/** Accounts whose last activity amount repeats (ties broken by id) and is missing on every fifth. */
const accounts = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    accountNumber: `${prefix}-${added + i}`,
    fullName: `Keyset ${prefix} ${added + i}`,
    lastActivityAmount: i % 5 === 0 ? null : `${(i % 7) * 10}.00`,
  }));

async function addAccounts(prefix: string, n: number): Promise<number[]> {
  const rows = await insertAccounts(t.deps.db, t.deps.encryption, accounts(prefix, n));
  added += n;
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await buildAccountsTestApp();
  original = await addAccounts('KS', 47);
});
afterAll(() => t.close());

interface Page {
  accounts: Array<{ id: number }>;
  nextCursor: string | null;
  page: number;
}

/** Walks every page with nextCursor, adding accounts between pages; answers the ids in the order seen. */
async function walk(query: string, addBetween: (page: number) => Promise<unknown>): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; page < 50; page += 1) {
    const after: string = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
    const res = await t.get(`/api/admin/accounts?${query}&pageSize=10&page=${page}${after}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Page;
    expect(body.page).toBe(page);
    seen.push(...body.accounts.map((a) => a.id));
    cursor = body.nextCursor;
    if (!cursor) return seen;
    await addBetween(page);
  }
  throw new Error('never reached the last page');
}

describe('keyset paging of the accounts table (after / nextCursor)', () => {
  it('loses and repeats no account while accounts are added, newest first', async () => {
    const seen = await walk('sort=-id&view=summary', () => addAccounts('NEW', 3));
    expect(new Set(seen).size).toBe(seen.length);
    // Every account there at the start, once, in order; the new ones are newer than any cursor.
    expect(seen).toEqual([...original].sort((a, b) => b - a));
  });

  it('loses and repeats no account in id order, and reaches the ones added meanwhile', async () => {
    const before = (await t.get('/api/admin/accounts?pageSize=200'))
      .json()
      .accounts.map((a: Page['accounts'][0]) => a.id);
    const late: number[] = [];
    const seen = await walk('view=summary', async (page) => {
      if (page <= 2) late.push(...(await addAccounts('LATE', 2)));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...before, ...late]);
  });

  it('follows a sort with ties and missing values (missing last), both ways, while accounts are added', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const query = `sort=last_activity_amount&direction=${direction}&view=summary`;
      const expected = (await t.get(`/api/admin/accounts?${query}&pageSize=200`))
        .json()
        .accounts.map((a: Page['accounts'][0]) => a.id);
      const seen = await walk(query, () => addAccounts('MID', 2));
      expect(new Set(seen).size).toBe(seen.length);
      // Accounts added meanwhile may show where their value puts them beyond the cursor, never twice.
      expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
    }
  });

  it('gives the name sort no cursor (it pages by page number) and refuses a cursor it did not give', async () => {
    expect((await t.get('/api/admin/accounts?sort=name&pageSize=5')).json().nextCursor).toBeNull();
    const first = (await t.get('/api/admin/accounts?sort=-id&pageSize=5')).json() as Page;
    expect(first.nextCursor).toEqual(expect.any(String));
    for (const query of [
      `sort=id&after=${first.nextCursor}`, // another sort's cursor
      `sort=name&after=${first.nextCursor}`,
      'after=not-a-cursor',
      `after=${Buffer.from('["id:asc","x",-1]').toString('base64url')}`,
    ]) {
      const res = await t.get(`/api/admin/accounts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.badCursor);
    }
  });
});

describe('pages asked by number', () => {
  const sorts = [
    'sort=id',
    'sort=-id',
    'sort=last_activity_amount',
    'sort=last_activity_amount&direction=desc',
  ];
  const ids = (body: Page) => body.accounts.map((a) => a.id);
  /** The whole ordered list, as OFFSET numbers its pages of 10. */
  const wholeList = async (sort: string) =>
    ids((await t.get(`/api/admin/accounts?${sort}&view=summary&pageSize=200`)).json());
  const pageOf = async (sort: string, page: number) =>
    ids((await t.get(`/api/admin/accounts?${sort}&view=summary&pageSize=10&page=${page}`)).json());
  /** Page 3, and the last full page: in the amount orders it holds accounts without an amount (last). */
  const pagesOf = (all: number[]) => [3, Math.floor(all.length / 10)];

  it('answer the same rows when asked again (the start is remembered) and shift as OFFSET does after a change', async () => {
    for (const sort of sorts) {
      const all = await wholeList(sort);
      expect(all.length).toBeGreaterThan(40);
      for (const page of pagesOf(all)) {
        const expected = all.slice((page - 1) * 10, page * 10);
        expect(await pageOf(sort, page), `${sort}, page ${page}`).toEqual(expected);
        expect(await pageOf(sort, page), `${sort}, page ${page} asked again`).toEqual(expected);
      }
    }
    await addAccounts('SHIFT', 4);
    markAccountsChanged(t.deps.db);
    for (const sort of sorts) {
      const all = await wholeList(sort);
      for (const page of pagesOf(all))
        expect(await pageOf(sort, page), `${sort}, page ${page} after new accounts`).toEqual(
          all.slice((page - 1) * 10, page * 10),
        );
    }
  });
});

describe('capped search totals', () => {
  it('counts up to the cap and says when there are more', async () => {
    const where = searchCondition('keyset');
    const all = (await cappedCount(t.deps.db, debtAccounts, where)).total;
    expect(all).toBeGreaterThan(50);
    expect(await cappedCount(t.deps.db, debtAccounts, where, all)).toEqual({ total: all, more: false });
    expect(await cappedCount(t.deps.db, debtAccounts, where, 10)).toEqual({ total: 10, more: true });
    const body = (await t.get('/api/admin/accounts?search=keyset&pageSize=5')).json();
    expect(body.total).toBe(all);
    expect(body.totalIsLowerBound).toBeUndefined();
  });
});
