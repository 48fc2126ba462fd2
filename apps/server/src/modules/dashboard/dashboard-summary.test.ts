import type { DashboardSummary } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { addDays, easternToday, insertAccount, insertPayment, mondayOf } from './dashboard-test-kit';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  admin = await signIn(t.app, 'ada');
});
afterAll(() => t.close());

async function summary(): Promise<DashboardSummary> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/dashboard-summary',
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

describe('GET /api/admin/dashboard-summary', () => {
  it('answers zeros and twelve empty Monday weeks ending with this US Eastern week on an empty database', async () => {
    const s = await summary();
    expect(s.totalAccounts).toBe(0);
    expect(s.totalOutstanding).toBe('0.00');
    const thisMonday = mondayOf(await easternToday(t.deps.db));
    expect(s.collectedByWeek).toEqual(
      Array.from({ length: 12 }, (_, i) => ({
        weekStart: addDays(thisMonday, (i - 11) * 7),
        amount: '0.00',
      })),
    );
  });

  it('counts every account, adds balances exactly, and sums approved payments into their weeks', async () => {
    const { db } = t.deps;
    const a = await insertAccount(db, { unpaidBalance: '0.10' });
    const b = await insertAccount(db, { unpaidBalance: '0.20' });
    await insertAccount(db, { unpaidBalance: '12345.67' });
    const today = await easternToday(db);
    const daysIntoWeek = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6

    await insertPayment(db, a.id, { amount: '100.25', daysAgo: 0 }); // this week
    await insertPayment(db, b.id, { amount: '0.75', daysAgo: daysIntoWeek }); // this week's Monday
    await insertPayment(db, a.id, { amount: '50.00', daysAgo: daysIntoWeek + 1 }); // last week's Sunday
    await insertPayment(db, a.id, { amount: '20.00', daysAgo: daysIntoWeek + 7 * 11 }); // oldest week shown
    await insertPayment(db, a.id, { amount: '999.00', daysAgo: daysIntoWeek + 7 * 11 + 1 }); // before it
    await insertPayment(db, b.id, { amount: '30.00', daysAgo: 0, status: 'declined' });
    await insertPayment(db, b.id, { amount: '40.00', daysAgo: 0, status: 'refunded' });

    const s = await summary();
    expect(s.totalAccounts).toBe(3);
    expect(s.totalOutstanding).toBe('12345.97');
    const weeks = s.collectedByWeek;
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ weekStart: mondayOf(today), amount: '101.00' });
    expect(weeks[10]).toEqual({ weekStart: addDays(mondayOf(today), -7), amount: '50.00' });
    expect(weeks[0]).toEqual({ weekStart: addDays(mondayOf(today), -77), amount: '20.00' });
    expect(weeks.slice(1, 10).every((w) => w.amount === '0.00')).toBe(true);
  });

  it("leaves the configured test account's payments out of the weekly amounts", async () => {
    const { db } = t.deps;
    const test = await insertAccount(db, { unpaidBalance: '1.00', accountNumber: 'ACC-TEST-SUMMARY' });
    await insertPayment(db, test.id, { amount: '5000.00', daysAgo: 0 });
    Object.assign(t.deps.config, { testAccountNumber: 'ACC-TEST-SUMMARY' });
    try {
      const s = await summary();
      expect(s.collectedByWeek[11].amount).toBe('101.00');
      expect(s.totalAccounts).toBe(4); // the test account is still an account
    } finally {
      Object.assign(t.deps.config, { testAccountNumber: null });
    }
    expect((await summary()).collectedByWeek[11].amount).toBe('5101.00');
  });
});
