import { AUTH_MESSAGES, CHAT_MESSAGES, type Role } from '@arrears/domain';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtAccounts, recalls, securityEvents } from '../../src/db/schema';
import { ROUTE_ACCESS } from '../../src/route-access';
import { toCsv } from '../kits/accounts-import/import-test-kit';
import { buildClientPortalTestApp, type ClientPortalTestApp } from '../kits/client-portal/client-portal-kit';
import { multipart } from '../multipart';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Client sweep (decisions 0055, 0056): client A's user calls every route of the access table. Every
 * route open to the client role is asked with client B's account, placement, recall and ledger
 * entry ids, and nothing of B comes back or changes; every other route that is not public answers
 * 403 (a chat route 401: a sign-in is no chat session), except the user's own session.
 *
 * The routes come from the access table, which is the app's route list: a route missing from it
 * stops the start (access.plugin.ts), and each entry here is checked to be a route of the app.
 */

/**
 * Their own login (decision 0089): two-factor and the password. No id in them: they act on the
 * caller's user only, so B has nothing to be asked about; the sweep checks they answer nothing of B.
 */
const OWN_LOGIN_ROUTES = [
  'GET /api/mfa/status',
  'POST /api/mfa/setup',
  'POST /api/mfa/verify',
  'POST /api/mfa/disable',
  'POST /api/admin/change-password',
  'GET /api/admin/password-status',
];
/** The routes open to the client role; each needs its attack below, so a new one cannot escape. */
const clientRoutes = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => {
    const roles: readonly Role[] | null = Array.isArray(access)
      ? access
      : typeof access === 'object' && 'roles' in access
        ? access.roles
        : null;
    return roles?.includes('client') ?? false;
  })
  .map(([key]) => key)
  .filter((key) => !OWN_LOGIN_ROUTES.includes(key));
/** 'signed-in' routes a client user keeps: their own session (access.plugin.ts). */
const SESSION_ROUTES = ['GET /api/user', 'POST /api/session/extend'];

let t: ClientPortalTestApp;
let bRecallId: number;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildClientPortalTestApp();
  // B's own recall, so the sweep holds a recall id of B's.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/recalls',
    headers: { cookie: t.b.cookie },
    payload: { accountIds: [t.b.accounts[1].id], reason: "B's own recall" },
  });
  expect(res.statusCode, res.body).toBe(201);
  bRecallId = res.json().id;
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence('client-sweep', 'the client role: its own client only', evidence, [
      "Client A's user asks every client route with client B's account, placement, recall and ledger entry ids.",
      'Every other route of the access table is called with the same session.',
    ]);
  await t?.close();
});

/** B's ids, put in every query parameter a route could read. */
function bIdParams(): string {
  const b = t.b;
  return new URLSearchParams({
    id: String(b.accounts[0].id),
    accountId: String(b.accounts[0].id),
    placementId: String(b.placementId),
    recallId: String(bRecallId),
    entryId: String(b.paymentEntryId),
    remittanceId: String(b.remittanceId),
    clientId: String(b.id),
  }).toString();
}

/** Everything that would show B: its strings, and B's ids under the keys that name them. */
function leaksOfB(body: string): string[] {
  const b = t.b;
  // Not the bare code: a refused row's message repeats the code the caller wrote, the same for any code.
  const leaks = [
    'BBANK Bank',
    'BBANK May file',
    'BBANK-1',
    'BBANK-2',
    'BBANK Debtor',
    '***-**-6666',
    "B's own recall",
  ].filter((s) => body.includes(s));
  const idsOf: Record<string, number[]> = {
    accountId: b.accounts.map((a) => a.id),
    placementId: [b.placementId],
    clientId: [b.id],
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if (typeof v === 'number' && idsOf[key]?.includes(v)) leaks.push(`${key} ${v}`);
        walk(v);
      }
  };
  try {
    walk(JSON.parse(body));
  } catch {
    // Not JSON: the strings above are the check.
  }
  return leaks;
}

type Attack = () => Promise<{ statusCode: number; body: string }[]>;
const get = (url: string) => t.get(t.a.cookie, url);
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: t.a.cookie }, payload });

/** Per client route: the calls that name B. */
const ATTACKS: Record<string, Attack> = {
  'GET /api/client/dashboard': async () => [await get(`/api/client/dashboard?${bIdParams()}`)],
  'GET /api/client/accounts': async () => [
    await get(`/api/client/accounts?${bIdParams()}`),
    await get(`/api/client/accounts?search=BBANK-1`),
    await get(`/api/client/accounts?search=BBANK%20Debtor`),
    await get(`/api/client/accounts?status=Recalled`),
  ],
  'GET /api/client/accounts/:id': async () => [
    ...(await Promise.all(t.b.accounts.map((a) => get(`/api/client/accounts/${a.id}?${bIdParams()}`)))),
    await get(`/api/client/accounts/${t.b.paymentEntryId}`),
  ],
  'GET /api/client/placements': async () => [await get(`/api/client/placements?${bIdParams()}`)],
  'GET /api/client/transactions': async () => [
    await get(`/api/client/transactions?${bIdParams()}`),
    await get('/api/client/transactions?from=2000-01-01&to=2099-12-31&pageSize=100'),
  ],
  'POST /api/client/recalls': async () => [
    await post('/api/client/recalls', { accountIds: [t.b.accounts[0].id], reason: 'sweep' }),
    await post('/api/client/recalls', {
      accountIds: [t.a.accounts[0].id, t.b.accounts[0].id],
      reason: 'sweep',
    }),
    await post('/api/client/recalls', { placementId: t.b.placementId, reason: 'sweep' }),
    await post('/api/client/recalls', { accountIds: [bRecallId, t.b.paymentEntryId], reason: 'sweep' }),
  ],
  'GET /api/client/remittances': async () => [await get(`/api/client/remittances?${bIdParams()}`)],
  'GET /api/client/remittances/:id': async () => [
    await get(`/api/client/remittances/${t.b.remittanceId}?${bIdParams()}`),
    await get(`/api/client/remittances/${t.b.draftRemittanceId}`),
  ],
  'GET /api/client/remittances/:id/statement': async () =>
    Promise.all(
      (['pdf', 'xlsx', 'csv'] as const).map((format) =>
        get(`/api/client/remittances/${t.b.remittanceId}/statement?format=${format}`),
      ),
    ),
  'POST /api/client/placements': async () => {
    const csv = toCsv([
      ['account_number', 'debtor_name', 'current_amount', 'client_code', 'placement_id'],
      ['BBANK-1', 'Taken Over', '1.00', '', ''],
      ['SWEEP-1', 'New Debtor', '5.00', 'BBANK', ''],
      ['SWEEP-2', 'New Debtor', '5.00', '', String(t.b.placementId)],
    ]);
    const form = multipart({}, [{ field: 'file', name: 'sweep.csv', content: csv, type: 'text/csv' }]);
    return [
      await t.app.inject({
        method: 'POST',
        url: '/api/client/placements',
        headers: { cookie: t.a.cookie, ...form.headers },
        payload: form.payload,
      }),
    ];
  },
};

describe('client sweep', () => {
  it('the client routes are the /api/client/* routes of the app, and each has its attack', () => {
    const portal = Object.keys(ROUTE_ACCESS).filter((k) => k.split(' ')[1].startsWith('/api/client/'));
    expect(clientRoutes.sort()).toEqual(portal.sort());
    expect(clientRoutes.length).toBeGreaterThanOrEqual(7);
    for (const key of clientRoutes) {
      const [method, url] = key.split(' ');
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(true);
      expect(ROUTE_ACCESS[key], key).toEqual(['client']);
    }
    expect(Object.keys(ATTACKS).sort()).toEqual(clientRoutes.sort());
  });

  it("every client route, asked with B's ids, answers nothing of B", async () => {
    const leaks: string[] = [];
    let calls = 0;
    for (const key of clientRoutes) {
      for (const res of await ATTACKS[key]()) {
        calls += 1;
        if (![200, 201, 400, 403, 404].includes(res.statusCode)) leaks.push(`${key} → ${res.statusCode}`);
        for (const leak of leaksOfB(res.body)) leaks.push(`${key} → ${leak}`);
      }
    }
    expect(leaks).toEqual([]);
    evidence.push({ area: "client routes with B's ids", cases: calls, result: 'nothing of B answered' });
  });

  it('nothing of B changed: no recall, no account moved, updated or added to B', async () => {
    const bAccounts = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.clientId, t.b.id));
    expect(bAccounts.map((a) => [a.accountNumber, a.fullName, a.recalledAt === null]).sort()).toEqual([
      ['BBANK-1', 'BBANK Debtor 1', true],
      ['BBANK-2', 'BBANK Debtor 2', false],
    ]);
    const bRecalls = await t.deps.db.select().from(recalls).where(eq(recalls.clientId, t.b.id));
    expect(bRecalls.map((r) => r.id)).toEqual([bRecallId]);
    const [aFirst] = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(eq(debtAccounts.id, t.a.accounts[0].id));
    expect(aFirst.recalledAt).toBeNull(); // a mixed request is refused whole
    const swept = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(inArray(debtAccounts.accountNumber, ['SWEEP-1', 'SWEEP-2']));
    expect(swept).toEqual([]);
    const [denied] = await t.deps.db
      .select({ n: count() })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.eventType, 'access_denied'),
          eq(securityEvents.username, 'abank-user'),
          like(securityEvents.description, '%not of the client%'),
        ),
      );
    expect(denied.n).toBeGreaterThanOrEqual(6);
    evidence.push({ area: "B's accounts, recalls and placements", cases: 3, result: 'unchanged' });
  });

  it('their own two-factor and password calls are open to every role that signs in to work, and leak nothing', async () => {
    const wrong: string[] = [];
    for (const key of OWN_LOGIN_ROUTES) {
      expect(ROUTE_ACCESS[key], key).toEqual(['admin', 'staff', 'collector', 'client']);
      const [method, url] = key.split(' ');
      const res = await t.app.inject({
        method: method as 'GET',
        url: `${url}?${bIdParams()}`,
        headers: { cookie: t.a.cookie },
      });
      if (![200, 400].includes(res.statusCode)) wrong.push(`${key} → ${res.statusCode}`);
      for (const leak of leaksOfB(res.body)) wrong.push(`${key} → ${leak}`);
    }
    expect(wrong).toEqual([]);
    evidence.push({
      area: 'their own two-factor and password calls',
      cases: OWN_LOGIN_ROUTES.length,
      result: 'answered for their own user, nothing of B',
    });
  });

  it('every other route that is not public refuses the client user', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      if (access === 'public' || clientRoutes.includes(key) || OWN_LOGIN_ROUTES.includes(key)) continue;
      const [method, path] = key.split(' ');
      const res = await t.app.inject({
        method: method as 'GET',
        url: path.replace(/:[a-zA-Z]+/g, String(t.b.accounts[0].id)),
        headers: { cookie: t.a.cookie },
      });
      calls += 1;
      const expected = SESSION_ROUTES.includes(key)
        ? [200, AUTH_MESSAGES.forbidden]
        : access === 'chat'
          ? [401, CHAT_MESSAGES.sessionRequired]
          : [403, null];
      if (res.statusCode !== expected[0]) wrong.push(`${key} → ${res.statusCode}`);
      else if (expected[0] === 403 && !/denied|permission/i.test(res.json().message))
        wrong.push(`${key} → ${res.body}`);
      else if (expected[0] === 401 && res.json().message !== expected[1]) wrong.push(`${key} → ${res.body}`);
      for (const leak of leaksOfB(res.body)) wrong.push(`${key} → ${leak}`);
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(90);
    evidence.push({ area: 'every other route', cases: calls, result: '403 (chat: 401), their session only' });
  });
});
