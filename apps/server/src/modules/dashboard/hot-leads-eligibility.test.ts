import type { HotLead } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount, insertPageView, insertPayment } from './dashboard-test-kit';

/** Who is a hot lead: the window's edges, the no-payment-since-first-visit rule, who counts as a debtor. */
let t: TestApp;
let admin: string;
const acc: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.deps;
  await createUser(db, { username: 'hl-admin', role: 'admin' });
  admin = await signIn(t.app, 'hl-admin');
  const debtor = async (name: string) => (await createUser(db, { username: name, role: 'debtor' })).id;
  const account = async (key: string, userId: number | null, unpaidBalance = '100.00') => {
    acc[key] = (await insertAccount(db, { userId, unpaidBalance, accountNumber: `ACC-${key}` })).id;
  };

  // Window edges: one view each, at a chosen age.
  for (const [key, ago] of [
    ['H23', '23 hours'],
    ['H25', '25 hours'],
    ['D2H23', '2 days 23 hours'],
    ['D3H1', '3 days 1 hour'],
    ['D29H23', '29 days 23 hours'],
    ['D30H1', '30 days 1 hour'],
  ] as const) {
    const id = await debtor(`edge-${key.toLowerCase()}`);
    await account(key, id);
    await insertPageView(db, id, ago);
  }

  // Payments and the first visit in the window: visits 5 days and 1 hour ago.
  const payer = await debtor('payer');
  await account('PAID_TODAY', payer); // approved payment today: not a lead
  await account('PAID_ON_FIRST_VISIT_DAY', payer); // approved payment dated the first visit's day: not a lead
  await account('PAID_BEFORE', payer); // approved payment the day before the first visit: still a lead
  await account('DECLINED_TODAY', payer); // a declined payment is no payment: still a lead
  await account('PAID_3_DAYS_AGO', payer); // paid after the 5-day-old visit, before the 1-hour-old one
  await insertPageView(db, payer, '5 days');
  await insertPageView(db, payer, '1 hour');
  await insertPayment(db, acc.PAID_TODAY, { amount: '10.00', daysAgo: 0 });
  await insertPayment(db, acc.PAID_ON_FIRST_VISIT_DAY, { amount: '10.00', daysAgo: 5 });
  await insertPayment(db, acc.PAID_BEFORE, { amount: '10.00', daysAgo: 6 });
  await insertPayment(db, acc.DECLINED_TODAY, { amount: '10.00', daysAgo: 0, status: 'declined' });
  await insertPayment(db, acc.PAID_3_DAYS_AGO, { amount: '10.00', daysAgo: 3 });

  // Not leads: a settled account, an account of a non-debtor, an account without owner, a debtor who never visited.
  const settled = await debtor('settled');
  await account('SETTLED', settled, '0.00');
  await insertPageView(db, settled, '1 hour');
  const collector = (await createUser(db, { username: 'hl-collector', role: 'collector' })).id;
  await account('COLLECTOR_OWNED', collector);
  await insertPageView(db, collector, '1 hour');
  await account('UNOWNED', null);
  await account('NEVER_VISITED', await debtor('quiet'));
});
afterAll(() => t.close());

async function leads(query = ''): Promise<HotLead[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/hot-leads${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return res.json().hotLeads;
}
const numbers = (list: HotLead[]) => list.map((l) => l.accountNumber).sort();

describe('GET /api/admin/hot-leads: who is a lead', () => {
  it('counts only views inside the window, at each of its edges', async () => {
    const edges = (list: HotLead[]) => numbers(list).filter((n) => /^ACC-(H|D)\d/.test(n));
    expect(edges(await leads('?days=1'))).toEqual(['ACC-H23']);
    expect(edges(await leads('?days=3'))).toEqual(['ACC-D2H23', 'ACC-H23', 'ACC-H25']);
    expect(edges(await leads('?days=7'))).toEqual(['ACC-D2H23', 'ACC-D3H1', 'ACC-H23', 'ACC-H25']);
    expect(edges(await leads('?days=14'))).toEqual(['ACC-D2H23', 'ACC-D3H1', 'ACC-H23', 'ACC-H25']);
    expect(edges(await leads('?days=30'))).toEqual([
      'ACC-D29H23',
      'ACC-D2H23',
      'ACC-D3H1',
      'ACC-H23',
      'ACC-H25',
    ]);
  });

  it('defaults to 7 days', async () => {
    expect(numbers(await leads())).toEqual(numbers(await leads('?days=7')));
  });

  it('drops an account with an approved payment dated on or after the first visit in the window', async () => {
    const payer = (list: HotLead[]) => numbers(list).filter((n) => /PAID|DECLINED/.test(n));
    // Over 7 days the first visit is 5 days old: payments 5, 3 and 0 days ago all came after it.
    expect(payer(await leads('?days=7'))).toEqual(['ACC-DECLINED_TODAY', 'ACC-PAID_BEFORE']);
    // Over 1 day the first visit is 1 hour old: only today's payment counts.
    expect(payer(await leads('?days=1'))).toEqual([
      'ACC-DECLINED_TODAY',
      'ACC-PAID_3_DAYS_AGO',
      'ACC-PAID_BEFORE',
      'ACC-PAID_ON_FIRST_VISIT_DAY',
    ]);
  });

  it('lists debtors only, with a balance, and never accounts without an owner or a visit', async () => {
    const listed = numbers(await leads('?days=30'));
    for (const n of ['ACC-SETTLED', 'ACC-COLLECTOR_OWNED', 'ACC-UNOWNED', 'ACC-NEVER_VISITED'])
      expect(listed).not.toContain(n);
  });

  it("answers each lead with the spec's fields, the debtor's visits and latest visit in the window", async () => {
    const before = Date.now();
    const lead = (await leads('?days=7')).find((l) => l.accountNumber === 'ACC-PAID_BEFORE');
    expect(lead).toEqual({
      accountId: acc.PAID_BEFORE,
      userId: expect.any(Number),
      accountNumber: 'ACC-PAID_BEFORE',
      fullName: expect.any(String),
      unpaidBalance: '100.00',
      visitCount: 2,
      lastVisit: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      primaryPhone: '8565550101',
      emailAddress: expect.stringContaining('@example.com'),
    });
    // The latest visit was 1 hour ago on the database clock (same machine: allow a minute of drift).
    const age = before - Date.parse(lead?.lastVisit ?? '');
    expect(age).toBeGreaterThan(59 * 60_000);
    expect(age).toBeLessThan(61 * 60_000);
    expect((await leads('?days=1')).find((l) => l.accountNumber === 'ACC-PAID_BEFORE')?.visitCount).toBe(1);
  });
});
