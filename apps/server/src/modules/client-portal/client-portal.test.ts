import { CLIENT_MESSAGES, CLIENT_PORTAL_MESSAGES } from '@arrears/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClientPortalTestApp,
  type ClientPortalTestApp,
} from '../../../test/kits/client-portal/client-portal-kit';
import { debtAccounts, securityEvents } from '../../db/schema';
import { postLedgerEntry } from '../ledger/ledger-posting';

/** The client portal's reads and writes (decisions 0055, 0056): A's user sees A's, never B's. */
let t: ClientPortalTestApp;
beforeAll(async () => {
  t = await buildClientPortalTestApp();
});
afterAll(() => t?.close());

describe('GET /api/client/accounts', () => {
  it("answers the caller's client's accounts only, SSN masked to its last 4", async () => {
    const res = await t.get(t.a.cookie, '/api/client/accounts');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.accounts.map((x: { accountNumber: string }) => x.accountNumber).sort()).toEqual([
      'ABANK-1',
      'ABANK-2',
    ]);
    expect(body.accounts.find((x: { accountNumber: string }) => x.accountNumber === 'ABANK-1')).toMatchObject(
      {
        debtorName: 'ABANK Debtor 1',
        ssn: '***-**-3333',
        status: 'Active',
        placementId: t.a.placementId,
        placedOn: '2026-05-04',
        placedAmount: '1000.00',
        collected: '250.00',
        balance: '750.00',
        recalledAt: null,
      },
    );
    expect(res.body).not.toContain('111223333');
    expect(res.body).not.toContain('BBANK');
    expect(body.statuses).toEqual(['Active', 'Payment plan']);
  });

  it('searches, filters by status and placement, and pages', async () => {
    const search = await t.get(t.a.cookie, '/api/client/accounts?search=debtor%202');
    expect(search.json().accounts.map((x: { accountNumber: string }) => x.accountNumber)).toEqual([
      'ABANK-2',
    ]);
    // Another client's account number finds nothing.
    expect((await t.get(t.a.cookie, '/api/client/accounts?search=BBANK-1')).json().total).toBe(0);
    const status = await t.get(t.a.cookie, '/api/client/accounts?status=payment%20plan');
    expect(status.json().accounts.map((x: { accountNumber: string }) => x.accountNumber)).toEqual([
      'ABANK-2',
    ]);
    const mine = await t.get(t.a.cookie, `/api/client/accounts?placementId=${t.a.placementId}`);
    expect(mine.json().total).toBe(2);
    const theirs = await t.get(t.a.cookie, `/api/client/accounts?placementId=${t.b.placementId}`);
    expect(theirs.json()).toMatchObject({ total: 0, accounts: [] });
    const paged = await t.get(t.a.cookie, '/api/client/accounts?page=2&pageSize=1');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.json().accounts).toHaveLength(1);
    expect((await t.get(t.a.cookie, '/api/client/accounts?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('GET /api/client/accounts/:id', () => {
  it('answers the account and its ledger', async () => {
    const res = await t.get(t.a.cookie, `/api/client/accounts/${t.a.accounts[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account).toMatchObject({ accountNumber: 'ABANK-1', ssn: '***-**-3333' });
    expect(res.json().transactions).toMatchObject([
      { kind: 'payment', amount: '-250.00', date: '2026-06-10' },
      { kind: 'placement', amount: '1000.00' },
    ]);
  });

  it("answers another client's account exactly as a missing one, and records the attempt", async () => {
    const theirs = await t.get(t.a.cookie, `/api/client/accounts/${t.b.accounts[0].id}`);
    const missing = await t.get(t.a.cookie, '/api/client/accounts/999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: CLIENT_PORTAL_MESSAGES.notFound });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
    expect((await t.get(t.a.cookie, '/api/client/accounts/abc')).statusCode).toBe(404);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.username, 'abank-user'),
          like(securityEvents.description, '%GET /api/client/accounts/:id on an account not of the client%'),
        ),
      );
    expect(events.length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/client/placements and /api/client/transactions', () => {
  it("lists the client's placements only", async () => {
    const res = await t.get(t.a.cookie, '/api/client/placements');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ id: t.a.placementId, accountCount: 2, label: 'ABANK May file' }]);
  });

  it("lists the ledger entries of the client's accounts, newest first, within a date range", async () => {
    const all = await t.get(t.a.cookie, '/api/client/transactions');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().transactions[0]).toMatchObject({
      kind: 'payment',
      amount: '-250.00',
      accountNumber: 'ABANK-1',
      debtorName: 'ABANK Debtor 1',
      date: '2026-06-10',
    });
    expect(all.body).not.toContain('BBANK');
    const june = await t.get(t.a.cookie, '/api/client/transactions?from=2026-06-01&to=2026-06-30');
    expect(june.json().transactions.map((x: { id: number }) => x.id)).toEqual([t.a.paymentEntryId]);
    expect(
      (await t.get(t.a.cookie, '/api/client/transactions?from=2026-07-01&to=2026-06-01')).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/client/dashboard', () => {
  it('answers placed, collected and the liquidation rate by placement month, and accounts by status', async () => {
    const res = await t.get(t.a.cookie, '/api/client/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      client: { code: 'ABANK', name: 'ABANK Bank' },
      placed: { count: 2, amount: '1500.00' },
      collected: '250.00',
      liquidationRate: '16.67',
      byMonth: [
        { month: '2026-05', accounts: 2, placed: '1500.00', collected: '250.00', liquidationRate: '16.67' },
      ],
      byStatus: [
        { status: 'Active', count: 1 },
        { status: 'Payment plan', count: 1 },
      ],
    });
  });

  it('counts a reversal back out of what was collected', async () => {
    const b = t.b.accounts[0];
    await postLedgerEntry(t.deps.db, {
      debtAccountId: b.id,
      kind: 'reversal',
      amountCents: 25_000,
      effectiveDate: '2026-06-12',
      postedByUserId: null,
      source: 'system',
      reversesEntryId: t.b.paymentEntryId,
      reason: 'nsf',
    });
    const res = await t.get(t.b.cookie, '/api/client/dashboard');
    expect(res.json()).toMatchObject({ collected: '0.00', liquidationRate: '0.00' });
    // A's figures are A's own.
    expect((await t.get(t.a.cookie, '/api/client/dashboard')).json().collected).toBe('250.00');
  });
});

describe('POST /api/client/recalls', () => {
  const recall = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/client/recalls', headers: { cookie }, payload });

  it("refuses another client's accounts and placements, changing nothing", async () => {
    const theirs = await recall(t.a.cookie, { accountIds: [t.b.accounts[1].id], reason: 'not mine' });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe(CLIENT_MESSAGES.accountsNotFound);
    const mixed = await recall(t.a.cookie, {
      accountIds: [t.a.accounts[1].id, t.b.accounts[1].id],
      reason: 'not mine',
    });
    expect(mixed.statusCode).toBe(400);
    const placement = await recall(t.a.cookie, { placementId: t.b.placementId, reason: 'not mine' });
    expect(placement.json().message).toBe(CLIENT_MESSAGES.placementNotFound);
    const rows = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.clientId, t.b.id));
    expect(rows.every((r) => r.recalledAt === null)).toBe(true);
    const [aTwo] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, t.a.accounts[1].id));
    expect(aTwo.recalledAt).toBeNull();
  });

  it('recalls their own account at once (decision 0056)', async () => {
    const res = await recall(t.a.cookie, { accountIds: [t.a.accounts[1].id], reason: 'Settled with us' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ clientId: t.a.id, accountCount: 1, reason: 'Settled with us' });
    const detail = await t.get(t.a.cookie, `/api/client/accounts/${t.a.accounts[1].id}`);
    expect(detail.json().account).toMatchObject({ status: 'Recalled' });
    expect(detail.json().account.recalledAt).not.toBeNull();
  });
});

describe('who may call the portal', () => {
  it('answers 403 to every agency role and a debtor, 401 signed out', async () => {
    for (const cookie of Object.values(t.cookies)) {
      expect((await t.get(cookie, '/api/client/accounts')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/client/accounts' })).statusCode).toBe(401);
  });

  it('a client user signs in at /api/login, is refused at the admin sign-in, and lands on /client', async () => {
    const me = await t.get(t.a.cookie, '/api/user');
    expect(me.json().user).toMatchObject({ role: 'client', username: 'abank-user' });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'abank-user', password: 'correct-horse-battery' },
    });
    expect(admin.statusCode).toBe(403);
  });
});
