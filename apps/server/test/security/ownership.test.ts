import {
  CHAT_DISPUTE_TYPES,
  CHAT_REQUESTED_ACTIONS,
  DISPUTE_TYPES,
  easternDateOf,
  type Role,
} from '@arrears/domain';
import { count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatIntents,
  contactChangeRequests,
  debtAccounts,
  disputes,
  documents,
  eDeliveryConsents,
  letters,
  mailOutbox,
  paymentMethods,
  paymentPlans,
  payments,
  planInstallments,
  securityEvents,
  users,
} from '../../src/db/schema';
import { type Access, ROUTE_ACCESS } from '../../src/route-access';
import { ACH, planBody } from '../kits/arrangements/plan-kit';
import { newChatDebtor, verifiedChat } from '../kits/chat/chat-test-kit';
import { buildDocumentsTestApp, type DocumentsTestApp, samplePdf } from '../kits/documents/document-test-kit';
import { cardBody, pay } from '../kits/payments/payment-fixtures';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Ownership sweep: debtor A (signed in, and verified in the chat) asks for debtor B's resources on
 * every route of the access table that takes an id. The id routes are derived from the table (a
 * new `:param` route is swept without touching this file); ids read from a body or query are named
 * in BODY_ID_ROUTES; every other route a debtor, a chat session or anyone can call must be listed in
 * NO_ID_ROUTES with the reason it reads no one's id. Each refusal must be 403/404, change nothing of
 * B's, and be recorded as a failed security event.
 */

type Caller = 'debtor' | 'chat';
interface SweepCase {
  key: string;
  caller: Caller;
  method: string;
  url: string;
  payload?: object;
}

/** The routes that read an account id from the body; the values name B's account. */
const BODY_ID_ROUTES: Record<string, (b: BResources) => object> = {
  'POST /api/usaepay/process-payment': (b) => cardBody(b.accountId),
  'POST /api/customer/disputes': (b) => ({
    account_id: b.accountId,
    dispute_type: DISPUTE_TYPES[0],
    dispute_reason: 'I do not recognise this debt at all, please check it.',
    requested_action: 'Please send me validation of this debt.',
  }),
  'POST /api/chat/contact-update': (b) => ({
    debtAccountId: b.accountId,
    phone: '2155550199',
    reason: 'Moved house',
  }),
  'POST /api/statements/request-statement': (b) => ({ debtorId: b.accountId, deliveryMethod: 'pdf' }),
  'POST /api/disputes/submit': (b) => ({
    debtAccountId: b.accountId,
    disputeType: CHAT_DISPUTE_TYPES[0],
    description: 'Not mine',
    requestedAction: CHAT_REQUESTED_ACTIONS[0],
  }),
  'POST /api/customer/plans': (b) => planBody(b.accountId, b.today),
  'POST /api/customer/e-delivery': (b) => ({ debtAccountId: b.accountId }),
  'DELETE /api/customer/e-delivery': (b) => ({ debtAccountId: b.accountId }),
};

/** The routes that read an account id from the query string; the values name B's account. */
const QUERY_ID_ROUTES: Record<string, (b: BResources) => string> = {
  'GET /api/customer/plan-options': (b) => `?debtAccountId=${b.accountId}`,
};

/** Id routes whose body must be valid to reach the ownership check (the schema answers 400 first). */
const BODIES: Record<string, object> = {
  'PUT /api/customer/plans/:id/method': { method: ACH, authorization: true },
};

/** Routes a debtor, a chat session or anyone may call that read no resource id from the caller. */
const NO_ID_ROUTES: Record<string, string> = {
  'GET /api/health': 'no data',
  'GET /api/user': 'the user comes from the session',
  'POST /api/login': 'credentials, no id',
  'POST /api/register': 'creates its own user',
  'POST /api/logout': 'ends the caller’s own session',
  'POST /api/session/extend': 'the caller’s own session',
  'POST /api/page-view': 'records a page path for the caller',
  'POST /api/admin/login': 'credentials, no id',
  'POST /api/mfa/verify-login': 'the pending sign-in cookie, no id',
  'POST /api/forgot-password': 'an e-mail address; answers alike for any (brute-force sweep)',
  'POST /api/reset-password': 'a random one-use token, not an id',
  'GET /api/customer/accounts': 'the user comes from the session',
  'GET /api/customer/payment-totals': 'the user comes from the session',
  'GET /api/customer/account-summary': 'the user comes from the session',
  'GET /api/customer/payments': 'the user comes from the session',
  'GET /api/customer/disputes': 'the user comes from the session',
  'GET /api/customer/documents': 'the user comes from the session',
  'GET /api/customer/plans': 'the user comes from the session',
  'GET /api/customer/account-status': 'the user comes from the session',
  'GET /api/customer/e-delivery': 'the user comes from the session',
  'PUT /api/customer/language': 'the user comes from the session',
  'POST /api/sms-opt-in/submit': 'a phone number the caller owns by consenting; no account read',
  'POST /api/sms-opt-in/confirm': 'a phone number and the code texted to it; no account read',
  'POST /api/quick-access-verify': 'an identity (SSN last 4, birth date), throttled (brute-force sweep)',
  'POST /api/quick-access': 'a one-use verification token, not an id',
  'POST /api/dispute-quick-access-verify': 'an identity, throttled (brute-force sweep)',
  'POST /api/dispute-quick-access': 'a one-use verification token, not an id',
  'POST /api/register-debtor':
    'SSN last 4 + birth date + an account number of theirs, throttled (identity-walk sweep)',
  'POST /api/webhooks/twilio/call-status': 'signed by Twilio (webhooks sweep)',
  'POST /api/webhooks/twilio/sms': 'signed by Twilio (webhooks sweep)',
  'POST /api/webhooks/twilio/bridge': 'signed by Twilio (webhooks sweep)',
  'POST /api/webhooks/twilio/bridge/dial-end': 'signed by Twilio (webhooks sweep)',
  'POST /api/webhooks/twilio/bridge/announce': 'signed by Twilio (webhooks sweep)',
  'POST /api/webhooks/twilio/amd': 'signed by Twilio (webhooks sweep)',
  'POST /api/webhooks/twilio/recording': 'signed by Twilio (webhooks sweep)',
  'GET /api/chat/popular-intents': 'aggregate counts, no account',
  'POST /api/chat/track-intent':
    'an account id is kept only when the chat session covers it (checked below), no data returned',
  'POST /api/chat/verify': 'an identity, throttled (brute-force sweep)',
  'POST /api/chat/verify-address': 'a one-use verification token, not an id',
  'POST /api/chat/logout': 'ends the caller’s own chat session',
  'POST /api/chat/session/extend': 'the caller’s own chat session',
  'GET /api/chat/account-summary': 'the accounts of the caller’s own chat session, no id read',
  'POST /api/chat/stop-contact': 'the accounts of the caller’s own chat session, no id read',
  'POST /api/chat/wrong-party':
    'a phone number the caller was reached at; same answer for any number, throttled per IP',
  'GET /api/unsubscribe': 'an HMAC-signed token naming account and address, not a bare id',
  'GET /api/unsubscribe/link': 'an HMAC-signed token naming account and address, not a bare id',
  'POST /api/unsubscribe': 'an HMAC-signed token naming account and address, not a bare id',
};

interface BResources {
  userId: number;
  accountId: number;
  paymentId: number;
  documentId: number;
  disputeId: number;
  changeRequestId: number;
  planId: number;
  letterId: number;
  /** The app clock's Eastern date: a plan's first date that passes every check but ownership. */
  today: string;
}

const routes = Object.entries(ROUTE_ACCESS)
  .filter(([key]) => !key.includes('/api/bench/'))
  .map(([key, access]) => {
    const [method, path] = key.split(' ');
    return { key, method, path, access, params: [...path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]) };
  });

/** Who among debtor A's two faces the table lets through to the route's own code. */
function ownerCallers(access: Access): Caller[] {
  if (access === 'public') return [];
  if (access === 'chat') return ['chat'];
  if (access === 'signed-in') return ['debtor'];
  if (Array.isArray(access)) return access.includes('debtor' as Role) ? ['debtor'] : [];
  if ('assignedAccount' in access) return []; // agency roles only: the collector sweep walks these
  const both = access as { roles: readonly Role[]; chat: true };
  return both.roles.includes('debtor') ? ['debtor', 'chat'] : ['chat'];
}

/** B's id for a path parameter, by what the path names. */
function idFor(path: string, param: string, b: BResources): number | null {
  if (param === 'debtorId' || param === 'accountId') return b.accountId;
  if (param !== 'id') return null;
  if (path.startsWith('/api/payments/')) return b.paymentId;
  if (path.includes('/documents/')) return b.documentId;
  if (path.startsWith('/api/admin/disputes/')) return b.disputeId;
  if (path.startsWith('/api/admin/users/')) return b.userId;
  if (path.startsWith('/api/contact-change-requests/')) return b.changeRequestId;
  if (path.startsWith('/api/customer/plans/')) return b.planId;
  if (path.startsWith('/api/letters/')) return b.letterId;
  if (path.startsWith('/api/debtors/') || path.startsWith('/api/admin/accounts/')) return b.accountId;
  return null;
}

let t: DocumentsTestApp;
let b: BResources;
let chatA: string;
const results: { key: string; caller: Caller; status: number; event: string | null }[] = [];

beforeAll(async () => {
  t = await buildDocumentsTestApp();
  const accountId = t.debtorB.account.id;
  const paid = await pay(t, t.debtorB.cookie, cardBody(accountId));
  expect(paid.json().status, paid.body).toBe('approved');
  const upload = await t.upload(
    { debtAccountId: String(accountId), documentType: 'statement' },
    { name: 'Bob statement.pdf', content: await samplePdf('Bob private statement') },
  );
  expect(upload.statusCode, upload.body).toBe(201);
  const dispute = await t.app.inject({
    method: 'POST',
    url: '/api/customer/disputes',
    headers: { cookie: t.debtorB.cookie },
    payload: BODY_ID_ROUTES['POST /api/customer/disputes']({ accountId } as BResources),
  });
  expect(dispute.statusCode, dispute.body).toBe(201);
  const [request] = await t.deps.db
    .insert(contactChangeRequests)
    .values({ debtAccountId: accountId, phone: '2155550100', reason: 'B moved', source: 'chat' })
    .returning();
  const today = easternDateOf(t.deps.clock());
  const plan = await t.app.inject({
    method: 'POST',
    url: '/api/customer/plans',
    headers: { cookie: t.debtorB.cookie },
    payload: planBody(accountId, today, { installments: 1 }),
  });
  expect(plan.statusCode, plan.body).toBe(201);
  const letter = await t.app.inject({
    method: 'POST',
    url: `/api/debtors/${accountId}/letters`,
    headers: { cookie: t.cookies.staff },
    payload: { template: 'validation_notice', language: 'en', delivery: 'print' },
  });
  expect(letter.statusCode, letter.body).toBe(201);
  b = {
    userId: t.debtorB.user.id,
    accountId,
    paymentId: paid.json().paymentId,
    documentId: upload.json().id,
    disputeId: dispute.json().id,
    changeRequestId: request.id,
    planId: plan.json().id,
    letterId: letter.json().id,
    today,
  };
  chatA = (await verifiedChat(t, await newChatDebtor(t))).cookie;
});

afterAll(async () => {
  const refused = results.filter((r) => r.status === 403 || r.status === 404);
  const byCaller = (c: Caller) => results.filter((r) => r.caller === c).length;
  const lines: SweepLine[] = [
    {
      area: 'Routes with an id, debtor A signed in, B’s ids',
      cases: byCaller('debtor'),
      result: `${refused.filter((r) => r.caller === 'debtor').length} refused (403/404), nothing of B changed`,
    },
    {
      area: 'Routes with an id, A’s chat session, B’s account',
      cases: byCaller('chat'),
      result: `${refused.filter((r) => r.caller === 'chat').length} refused (403 chat_scope_denied), nothing changed`,
    },
    {
      area: 'Refusals recorded as a security event',
      cases: results.length,
      result: `${results.filter((r) => r.event).length} logged (${[...new Set(results.map((r) => r.event).filter(Boolean))].join(', ')})`,
    },
  ];
  if (results.length) writeSweepEvidence('ownership', 'ownership (debtor A asks for B’s ids)', lines);
  await t?.closeAll();
});

/** Everything of B's that a refused request could have touched. */
async function snapshotOfB() {
  const db = t.deps.db;
  const [account] = await db.select().from(debtAccounts).where(eq(debtAccounts.id, b.accountId));
  const [user] = await db.select().from(users).where(eq(users.id, b.userId));
  return JSON.stringify({
    account,
    user,
    payments: await db.select().from(payments).where(eq(payments.debtAccountId, b.accountId)),
    disputes: await db.select().from(disputes).where(eq(disputes.debtAccountId, b.accountId)),
    documents: await db.select().from(documents).where(eq(documents.debtAccountId, b.accountId)),
    changes: await db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.debtAccountId, b.accountId)),
    intents: await db
      .select({ n: count() })
      .from(chatIntents)
      .where(eq(chatIntents.debtAccountId, b.accountId)),
    mail: await db.select({ n: count() }).from(mailOutbox),
    plans: await db.select().from(paymentPlans).where(eq(paymentPlans.debtAccountId, b.accountId)),
    eDelivery: await db
      .select()
      .from(eDeliveryConsents)
      .where(eq(eDeliveryConsents.debtAccountId, b.accountId)),
    installments: await db.select().from(planInstallments).where(eq(planInstallments.planId, b.planId)),
    methods: await db.select().from(paymentMethods).where(eq(paymentMethods.debtAccountId, b.accountId)),
    letters: await db.select().from(letters).where(eq(letters.debtAccountId, b.accountId)),
  });
}

async function lastEventId(): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .orderBy(desc(securityEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

function casesFor(route: (typeof routes)[number]): SweepCase[] {
  const callers = ownerCallers(route.access);
  const bodyOf = BODY_ID_ROUTES[route.key];
  const query = QUERY_ID_ROUTES[route.key]?.(b) ?? '';
  const path = route.path.replace(/:([a-zA-Z]+)/g, (_, param: string) => {
    const id = idFor(route.path, param, b);
    // A back-office route refuses a debtor before it reads the id; an owner route must map it.
    if (id === null && callers.length) throw new Error(`${route.key}: map :${param} to B's resource`);
    return String(id ?? 1);
  });
  const url = path + query;
  const payload = bodyOf?.(b) ?? BODIES[route.key] ?? (route.method === 'GET' ? undefined : {});
  const base = { key: route.key, method: route.method, url, payload };
  // Back-office routes: debtor A is refused by role (route-access.test walks them with ids of 1;
  // here with B's real ids).
  if (!callers.length) return [{ ...base, caller: 'debtor' }];
  return callers.map((caller) => ({ ...base, caller }));
}

describe('ownership sweep: debtor A asks for debtor B’s resources', () => {
  it('every route a debtor, a chat session or anyone can call is classified', () => {
    const unclassified = routes
      .filter((r) => r.params.length === 0 && (r.access === 'public' || ownerCallers(r.access).length))
      .filter((r) => !BODY_ID_ROUTES[r.key] && !QUERY_ID_ROUTES[r.key] && !NO_ID_ROUTES[r.key])
      .map((r) => r.key);
    expect(unclassified, 'add them to BODY_ID_ROUTES, QUERY_ID_ROUTES or NO_ID_ROUTES with a reason').toEqual(
      [],
    );
    for (const key of [
      ...Object.keys(BODY_ID_ROUTES),
      ...Object.keys(QUERY_ID_ROUTES),
      ...Object.keys(BODIES),
      ...Object.keys(NO_ID_ROUTES),
    ]) {
      expect(ROUTE_ACCESS[key], `${key} is no longer in the route table`).toBeDefined();
    }
  });

  it('sweeps every id route and every body-id route with A’s session and A’s chat session', async () => {
    const swept = routes.filter(
      (r) => r.params.length > 0 || BODY_ID_ROUTES[r.key] || QUERY_ID_ROUTES[r.key],
    );
    expect(swept.length).toBeGreaterThan(30);
    for (const route of swept) {
      for (const c of casesFor(route)) {
        const before = await snapshotOfB();
        const since = await lastEventId();
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          payload: c.payload,
          headers: { cookie: c.caller === 'debtor' ? t.debtorA.cookie : chatA },
        });
        const label = `${c.key} as A's ${c.caller}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect([403, 404], label).toContain(res.statusCode);
        expect(res.body, label).not.toContain('Bob private statement');
        expect(await snapshotOfB(), `${label}: B's data changed`).toBe(before);
        const [event] = await t.deps.db
          .select({ type: securityEvents.eventType, success: securityEvents.success })
          .from(securityEvents)
          .where(gt(securityEvents.id, since))
          .orderBy(desc(securityEvents.id))
          .limit(1);
        const logged = event && !event.success ? event.type : null;
        results.push({ key: c.key, caller: c.caller, status: res.statusCode, event: logged });
        expect(logged, `${label}: no security event`).toMatch(/_denied$/);
      }
    }
  });

  it('B’s own resources answer B (the ids above are live, not merely unknown)', async () => {
    for (const url of [
      `/api/payments/${b.paymentId}/receipt`,
      `/api/customer/documents/${b.documentId}`,
      `/api/customer/plan-options?debtAccountId=${b.accountId}`,
      `/api/letters/${b.letterId}/pdf`,
    ]) {
      const res = await t.get(url, t.debtorB.cookie);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('a chat intent naming B’s account is stored without the account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/track-intent',
      payload: { intentValue: 'balance', debtAccountId: b.accountId },
      headers: { cookie: chatA },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(chatIntents)
      .where(eq(chatIntents.debtAccountId, b.accountId));
    expect(row.n).toBe(0);
  });
});
