import { ADMIN_MESSAGES, AUTH_MESSAGES, DASHBOARD_MESSAGES } from '@arrears/domain';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, contactChangeRequests, securityEvents } from '../../src/db/schema';
import { ROUTE_ACCESS } from '../../src/route-access';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, signIn } from '../factories';
import { insertAccount } from '../kits/accounts/account-fixtures';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Collector sweep (decision 0040): a collector calls every route of the access table. The back
 * office answers 403 everywhere except My queue, the replies to read, and the debtor workspace of
 * an account assigned to them; the same workspace routes on any other account answer 403 with
 * the same body as every other refusal, and each refusal is a security event.
 */

/** Routes a collector's role passes; widening this list is a visible change. */
const COLLECTOR_ROUTES = [
  'GET /api/admin/contact-center/my-queue',
  'GET /api/admin/contact-center/replies',
  'GET /api/admin/home', // their home's numbers: their own queue and promises (decision 0117)
  'GET /api/admin/search', // scoped to the collector's accounts (modules/global-search)
  'GET /api/admin/preferences/:key', // their own table choices
  'PUT /api/admin/preferences/:key',
  'GET /api/telephony/agent', // their own phone line (decision 0123)
  'GET /api/telephony/token', // their own browser phone's token, identity agent-{their id}
];
/** Their own saved views of the lists (decision 0112); another user's view answers 404. */
const SAVED_VIEW_ROUTES = [
  'GET /api/admin/saved-views',
  'GET /api/admin/saved-views/:id',
  'POST /api/admin/saved-views',
  'PUT /api/admin/saved-views/:id',
  'DELETE /api/admin/saved-views/:id',
];
/** Their own login (decision 0089): two-factor and the password, on their own user only. */
const OWN_LOGIN_ROUTES = [
  'GET /api/mfa/status',
  'POST /api/mfa/setup',
  'POST /api/mfa/verify',
  'POST /api/mfa/disable',
  'POST /api/admin/change-password',
  'GET /api/admin/password-status',
];
/**
 * The workspace's card payment and its receipts, and a letter's PDF: the role passes, the service
 * checks the account is assigned (modules/payments/collector-payments.test.ts and
 * modules/letters/letters.test.ts prove both ways).
 */
const PAYMENT_ROUTES = [
  'POST /api/usaepay/process-payment',
  'GET /api/payments/:id/receipt',
  'POST /api/payments/:id/email-receipt',
  'GET /api/letters/:id/pdf',
];

/**
 * The calls the IVR transfers to them: the service lists and lets them take only the calls offered
 * to them (modules/ivr/ivr-offers.test.ts proves both ways).
 */
const CALL_OFFER_ROUTES = ['GET /api/telephony/offers', 'POST /api/telephony/offers/:callSid/accept'];

/**
 * Their own dialing session (decision 0129): the dialer takes accounts from their own queue only, and
 * dials only an account they hold (modules/dialer/dialer.test.ts refuses another's account).
 */
const DIALER_ROUTES = ['POST /api/dialer/next', 'POST /api/dialer/dial', 'POST /api/dialer/stop'];

/** The 403 texts: the common one, and those a few routes word as the spec does (their deniedMessage). */
const REFUSALS: string[] = [
  AUTH_MESSAGES.forbidden,
  ADMIN_MESSAGES.administratorPrivilegesRequired,
  DASHBOARD_MESSAGES.adminPrivilegesRequired,
];

const workspaceRoutes = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => typeof access === 'object' && 'assignedAccount' in access)
  .map(([key]) => key);
/** Routes that name roles: the back office's, the payers', the chat-or-roles ones. */
const roleRoutes = Object.entries(ROUTE_ACCESS)
  .filter(([key, access]) => typeof access === 'object' && !key.includes('/api/bench/'))
  .map(([key]) => key);
const refusedByRole = roleRoutes.filter(
  (k) =>
    !workspaceRoutes.includes(k) &&
    !COLLECTOR_ROUTES.includes(k) &&
    !PAYMENT_ROUTES.includes(k) &&
    !OWN_LOGIN_ROUTES.includes(k) &&
    !SAVED_VIEW_ROUTES.includes(k) &&
    !CALL_OFFER_ROUTES.includes(k) &&
    !DIALER_ROUTES.includes(k),
);

let t: TestApp;
let cookie: string;
let username: string;
const ids = {
  mine: { id: 0, callSid: '', changeRequestId: 0 },
  other: { id: 0, callSid: '', changeRequestId: 0 },
};
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const collector = await createUser(t.deps.db, { role: 'collector', username: 'sweep-collector' });
  username = collector.username;
  cookie = await signIn(t.app, username);
  for (const which of ['mine', 'other'] as const) {
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      assignedUserId: which === 'mine' ? collector.id : null,
      primaryPhone: '6095550144',
    });
    const callSid = `CA-sweep-${which}`;
    await t.deps.db
      .insert(calls)
      .values({ callSid, provider: 'simulator', debtAccountId: account.id, toNumber: '6095550144' });
    const [request] = await t.deps.db
      .insert(contactChangeRequests)
      .values({ debtAccountId: account.id, reason: 'moved', source: 'chat', phone: '6095550145' })
      .returning();
    ids[which] = { id: account.id, callSid, changeRequestId: request.id };
  }
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence(
      'collector',
      'the collector role: its queue and its assigned accounts only',
      evidence,
      [
        'A collector calls every route of the access table with a real session.',
        'Workspace routes are called on an account assigned to the collector and on one that is not.',
      ],
    );
  await t?.close();
});

/** The route's URL with its parameters naming `which` account (or its call, its change request). */
function urlOf(key: string, which: 'mine' | 'other'): { method: 'GET'; url: string } {
  const [method, path] = key.split(' ');
  const target = ids[which];
  const url = path
    .replace(':callSid', target.callSid)
    .replace(':prefId', '1')
    .replace(
      ':id',
      String(key.startsWith('PATCH /api/contact-change-requests') ? target.changeRequestId : target.id),
    )
    .replace(/:[a-zA-Z]+/g, '1');
  return { method: method as 'GET', url };
}

const deniedOnAccounts = async () =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.eventType, 'access_denied'),
          eq(securityEvents.username, username),
          like(securityEvents.description, '%not assigned to the collector'),
        ),
      )
  )[0].n;

describe('collector sweep', () => {
  it('the table gives the collector the workspace routes, and the sweep covers every role-named route', () => {
    expect(workspaceRoutes.length).toBeGreaterThan(20);
    expect(workspaceRoutes).toEqual(
      expect.arrayContaining(['GET /api/debtors/:id', 'GET /api/call-status/:callSid']),
    );
    expect(refusedByRole.length).toBeGreaterThan(40);
    // The rest need no role: public, a chat session, or any sign-in for the user's own consumer data.
    const signedIn = Object.entries(ROUTE_ACCESS)
      .filter(([, a]) => a === 'signed-in')
      .map(([k]) => k);
    expect(signedIn.filter((k) => !/ \/api\/(user|session\/extend|customer\/)/.test(k))).toEqual([]);
  });

  it('every other back-office route answers 403, with the same body as any refusal', async () => {
    const leaks: string[] = [];
    for (const key of refusedByRole) {
      const res = await t.app.inject({ ...urlOf(key, 'mine'), headers: { cookie } });
      if (res.statusCode !== 403 || !REFUSALS.includes(res.json().message))
        leaks.push(`${key} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
    evidence.push({
      area: 'back-office routes',
      cases: refusedByRole.length,
      result: `${refusedByRole.length} refused with 403`,
    });
  });

  it('the workspace routes answer on an assigned account and 403 (recorded) on any other', async () => {
    const refusedMine: string[] = [];
    const leaks: string[] = [];
    const before = await deniedOnAccounts();
    for (const key of workspaceRoutes) {
      const mine = await t.app.inject({ ...urlOf(key, 'mine'), headers: { cookie } });
      if (mine.statusCode === 403 || mine.statusCode === 401) refusedMine.push(`${key} → ${mine.statusCode}`);
      const other = await t.app.inject({ ...urlOf(key, 'other'), headers: { cookie } });
      if (other.statusCode !== 403 || other.json().message !== AUTH_MESSAGES.forbidden)
        leaks.push(`${key} → ${other.statusCode}`);
    }
    expect(refusedMine).toEqual([]);
    expect(leaks).toEqual([]);
    expect(await deniedOnAccounts()).toBe(before + workspaceRoutes.length);
    // An account that does not exist is refused the same way: no hint of which ids exist.
    const missing = await t.app.inject({ method: 'GET', url: '/api/debtors/99999999', headers: { cookie } });
    expect(missing.statusCode).toBe(403);
    evidence.push({
      area: 'workspace routes: assigned account, then another',
      cases: workspaceRoutes.length * 2,
      result: `${workspaceRoutes.length} reached their handler; ${workspaceRoutes.length} refused with 403 and recorded`,
    });
  });

  it('my queue, the replies, the search and their own preferences answer', async () => {
    for (const key of COLLECTOR_ROUTES) {
      const [method, path] = key.split(' ');
      const url = path.replace(':key', 'table:accounts') + (key.includes('/search') ? '?q=sweep' : '');
      const payload = method === 'PUT' ? { hiddenColumns: [] } : undefined;
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie }, payload });
      // The simulator has no browser phone: the token's handler answers its own 404, not the role's 403.
      expect(res.statusCode, key).toBe(key.endsWith('/token') ? 404 : 200);
    }
  });

  it('their own two-factor and password calls reach the handler (decision 0089)', async () => {
    for (const key of OWN_LOGIN_ROUTES) {
      const [method, url] = key.split(' ');
      // POSTs without a body: the handler's own 400 (or the setup's 200), never the role's 403.
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie } });
      expect([200, 400], `${key} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('the calls offered to them reach the handler: none offered, no such call', async () => {
    for (const key of CALL_OFFER_ROUTES) {
      const [method, path] = key.split(' ');
      const url = path.replace(':callSid', 'CA-not-offered');
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie } });
      expect([200, 404], `${key} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('their saved views reach the handler: no table named, no such view (decision 0112)', async () => {
    for (const key of SAVED_VIEW_ROUTES) {
      const [method, path] = key.split(' ');
      const url = path.replace(':id', '999999');
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie } });
      expect([400, 404], `${key} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('admin and staff still reach the workspace of any account', async () => {
    for (const role of ['admin', 'staff'] as const) {
      await createUser(t.deps.db, { role, username: `sweep-${role}` });
      const c = await signIn(t.app, `sweep-${role}`);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/debtors/${ids.other.id}`,
        headers: { cookie: c },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
