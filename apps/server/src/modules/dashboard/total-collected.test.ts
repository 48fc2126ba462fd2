import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount, insertPayment } from './dashboard-test-kit';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    await createUser(t.deps.db, { username: `tc-${role}`, role });
    cookies[role] = await signIn(t.app, `tc-${role}`);
  }
  const { db } = t.deps;
  const real = await insertAccount(db, { unpaidBalance: '500.00', accountNumber: 'ACC-200001' });
  const other = await insertAccount(db, { unpaidBalance: '500.00', accountNumber: 'ACC-200002' });
  const test = await insertAccount(db, { unpaidBalance: '0.00', accountNumber: 'ACC-TEST-0001' });
  await insertPayment(db, real.id, { amount: '1234.56', daysAgo: 400 });
  await insertPayment(db, other.id, { amount: '0.44', daysAgo: 3 });
  await insertPayment(db, other.id, { amount: '700.00', daysAgo: 3, status: 'declined' });
  await insertPayment(db, other.id, { amount: '80.00', daysAgo: 2, status: 'pending_reconciliation' });
  await insertPayment(db, test.id, { amount: '10000.00', daysAgo: 1 });
});
afterAll(() => t.close());
afterEach(() => {
  Object.assign(t.deps.config, { testAccountNumber: null });
});

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/total-collected', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/total-collected', () => {
  it('adds every approved payment of any date when no test account is configured', async () => {
    const res = await get(cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalCollected: '11235.00', excludedTestAccount: null });
  });

  it('leaves out the configured test account and names it', async () => {
    Object.assign(t.deps.config, { testAccountNumber: 'ACC-TEST-0001' });
    const res = await get(cookies.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalCollected: '1235.00', excludedTestAccount: 'ACC-TEST-0001' });
  });

  it('names a configured test account that does not exist and still adds everything else', async () => {
    Object.assign(t.deps.config, { testAccountNumber: 'ACC-NOPE' });
    expect((await get(cookies.admin)).json()).toEqual({
      totalCollected: '11235.00',
      excludedTestAccount: 'ACC-NOPE',
    });
  });

  it('refuses debtors and collectors (403) and visitors (401)', async () => {
    expect((await get(cookies.debtor)).statusCode).toBe(403);
    expect((await get(cookies.collector)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});
