import type { HotLead } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount, insertPageView } from './dashboard-test-kit';

/** The hot-leads table's direction and paging (decision 0043); the spec's orders are hot-leads-order.test.ts's. */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.deps;
  await createUser(db, { username: 'list-staff', role: 'staff' });
  staff = await signIn(t.app, 'list-staff');
  const plan: Array<[string, string, string[]]> = [
    ['BIG', '9000.00', ['2 days']],
    ['MID', '500.00', ['3 days', '1 day']],
    ['LOW', '20.00', ['10 days']],
  ];
  for (const [n, balance, visits] of plan) {
    const user = await createUser(db, { username: `list-${n}`, role: 'debtor' });
    await insertAccount(db, { userId: user.id, unpaidBalance: balance, accountNumber: n });
    for (const ago of visits) await insertPageView(db, user.id, ago);
  }
});
afterAll(() => t.close());

async function get(query: string) {
  const res = await t.app.inject({ url: `/api/admin/hot-leads?${query}`, headers: { cookie: staff } });
  return res;
}
async function leads(query: string) {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { numbers: body.hotLeads.map((l: HotLead) => l.accountNumber), total: body.total, page: body.page };
}

describe('GET /api/admin/hot-leads with list parameters', () => {
  it('turns an order around with direction=asc', async () => {
    expect((await leads('days=7&sort=balance&direction=desc')).numbers).toEqual(['BIG', 'MID']);
    expect((await leads('days=7&sort=balance&direction=asc')).numbers).toEqual(['MID', 'BIG']);
    expect((await leads('days=7&sort=visits&direction=asc')).numbers).toEqual(['BIG', 'MID']);
  });

  it('filters by the window and pages with the total', async () => {
    expect(await leads('days=14&page=1&pageSize=2')).toEqual({ numbers: ['BIG', 'MID'], total: 3, page: 1 });
    expect(await leads('days=14&page=2&pageSize=2')).toEqual({ numbers: ['LOW'], total: 3, page: 2 });
    // Past the end: no rows, the total still told.
    expect(await leads('days=14&page=5&pageSize=2')).toEqual({ numbers: [], total: 3, page: 5 });
  });

  it("keeps the spec's answer ({ hotLeads } only) with days and sort alone", async () => {
    const res = await get('days=14&sort=recency');
    expect(Object.keys(res.json())).toEqual(['hotLeads']);
  });

  it.each([
    ['direction=down', 'direction must be asc or desc'],
    ['pageSize=1000', 'pageSize must be at most 200'],
    ['page=-1', 'page must be 1 or more'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
