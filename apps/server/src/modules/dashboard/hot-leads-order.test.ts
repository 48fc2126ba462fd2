import type { HotLead } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount, insertPageView } from './dashboard-test-kit';

/** The three orders and their tie-breakers (HOT_LEAD_SORTS). */
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.deps;
  await createUser(db, { username: 'order-staff', role: 'staff' });
  staff = await signIn(t.app, 'order-staff');
  // debtor: [accounts (number → balance)], visits (ages)
  const plan: Array<[string, Array<[string, string]>, string[]]> = [
    ['rich', [['RICH', '20000.00']], ['6 days']], // top balance, 1 old visit
    ['busy', [['BUSY', '5000.00']], ['4 days', '3 days', '2 days', '1 day']], // most visits
    [
      'twin',
      [
        ['TWIN_A', '5000.00'],
        ['TWIN_B', '5000.00'],
      ],
      ['3 days', '2 hours'],
    ], // same debtor: ties to id
    ['fresh', [['FRESH', '5000.00']], ['5 days', '1 hour']], // latest visit
    ['small', [['SMALL', '10.00']], ['5 minutes']], // very latest visit, tiny balance
  ];
  for (const [name, accounts, visits] of plan) {
    const user = await createUser(db, { username: `order-${name}`, role: 'debtor' });
    for (const [n, balance] of accounts)
      await insertAccount(db, { userId: user.id, unpaidBalance: balance, accountNumber: n });
    for (const ago of visits) await insertPageView(db, user.id, ago);
  }
});
afterAll(() => t.close());

async function order(query: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/hot-leads${query}`,
    headers: { cookie: staff },
  });
  expect(res.statusCode).toBe(200);
  return res.json().hotLeads.map((l: HotLead) => l.accountNumber);
}

describe('GET /api/admin/hot-leads: order', () => {
  it('sorts by balance by default; ties go to more visits, then the later visit, then the lower account id', async () => {
    const expected = ['RICH', 'BUSY', 'FRESH', 'TWIN_A', 'TWIN_B', 'SMALL'];
    expect(await order('?days=7')).toEqual(expected);
    expect(await order('?days=7&sort=balance')).toEqual(expected);
  });

  it('sorts by visits; ties go to the higher balance, then the later visit, then the lower account id', async () => {
    expect(await order('?days=7&sort=visits')).toEqual([
      'BUSY',
      'FRESH',
      'TWIN_A',
      'TWIN_B',
      'RICH',
      'SMALL',
    ]);
  });

  it('sorts by recency; ties go to the higher balance, then more visits, then the lower account id', async () => {
    expect(await order('?days=7&sort=recency')).toEqual([
      'SMALL',
      'FRESH',
      'TWIN_A',
      'TWIN_B',
      'BUSY',
      'RICH',
    ]);
  });
});
