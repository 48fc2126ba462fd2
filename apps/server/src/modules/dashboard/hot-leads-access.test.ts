import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { securityEvents } from '../../db/schema';
import { insertAccount, insertPayment } from './dashboard-test-kit';

/** Who may ask, what bad queries get, and a debtor's real visits through POST /api/page-view. */
let t: TestApp;
const cookies: Record<string, string> = {};
let debtorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    const user = await createUser(t.deps.db, { username: `acc-${role}`, role });
    if (role === 'debtor') debtorId = user.id;
    cookies[role] = await signIn(t.app, `acc-${role}`);
  }
});
afterAll(() => t.close());

const hotLeads = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/hot-leads${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/hot-leads: access and input', () => {
  it("refuses debtors and collectors with the spec's 403 text, and records the refusal", async () => {
    for (const role of ['debtor', 'collector']) {
      const res = await hotLeads('?days=7', cookies[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Access denied: Admin privileges required' });
    }
    const denied = (await t.deps.db.select().from(securityEvents)).filter(
      (e) => e.eventType === 'access_denied',
    );
    expect(denied.length).toBeGreaterThanOrEqual(2);
  });

  it('asks visitors to sign in (401)', async () => {
    expect((await hotLeads('?days=7')).statusCode).toBe(401);
  });

  it('refuses a window other than 1, 3, 7, 14 or 30 days and an unknown order (400)', async () => {
    for (const q of [
      '?days=2',
      '?days=0',
      '?days=abc',
      '?days=7.0',
      '?days=-7',
      '?days=',
      '?days=1&days=3',
    ]) {
      const res = await hotLeads(q, cookies.admin);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBe('days must be one of 1, 3, 7, 14 or 30');
    }
    const res = await hotLeads('?sort=name', cookies.staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('sort must be balance, visits or recency');
  });

  it("lists a debtor's account once they view portal pages, and drops it when they pay", async () => {
    const { db } = t.deps;
    const account = await insertAccount(db, {
      userId: debtorId,
      unpaidBalance: '7250.00',
      fullName: 'Pat Debtor',
    });
    expect((await hotLeads('?days=1', cookies.admin)).json()).toEqual({ hotLeads: [] });

    for (const page of ['/debtor', '/payment-history', '/debtor']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/page-view',
        payload: { page },
        headers: { cookie: cookies.debtor },
      });
      expect(res.statusCode).toBe(204);
    }
    const res = await hotLeads('?days=1', cookies.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().hotLeads).toEqual([
      expect.objectContaining({
        accountId: account.id,
        userId: debtorId,
        accountNumber: account.accountNumber,
        fullName: 'Pat Debtor',
        unpaidBalance: '7250.00',
        visitCount: 3,
      }),
    ]);

    await insertPayment(db, account.id, { amount: '250.00', daysAgo: 0 });
    expect((await hotLeads('?days=1', cookies.admin)).json()).toEqual({ hotLeads: [] });
  });
});
