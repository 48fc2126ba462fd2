import { type MyQueue, QUEUE_REASON_LABELS, type UnreadReplies } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import type { DebtAccountRow } from '../../db/schema';
import {
  calls,
  contactPreferences,
  debtAccounts,
  pageViews,
  smsMessages,
  validationNotices,
} from '../../db/schema';

/**
 * My queue (decision 0040) on the test clock, Monday 2026-03-02 10:00 AM Eastern: one account per
 * reason, their order, one account with two reasons, and accounts the rules hold back waiting.
 */
let t: ComplianceTestApp;
const OLD = new Date('2025-06-01T12:00:00Z');
let sid = 0;

beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(() => t?.close());

/** An account assigned to `userId`, placed long ago, already texted once (so not "never contacted"). */
async function account(userId: number | null, fixture: Parameters<ComplianceTestApp['account']>[0] = {}) {
  const a = await t.account({ assignedUserId: userId, createdAt: OLD, ...fixture });
  await t.deps.db.insert(smsMessages).values({
    debtAccountId: a.id,
    direction: 'outbound',
    body: 'Hello from the agency',
    status: 'delivered',
    createdAt: OLD,
  });
  return a;
}

async function callbackRequested(a: DebtAccountRow) {
  await t.deps.db.insert(calls).values({
    callSid: `CA-queue-${++sid}`,
    provider: 'simulator',
    debtAccountId: a.id,
    toNumber: a.primaryPhone ?? '',
    status: 'completed',
    disposition: 'callback_requested',
    dispositionNotes: 'Call back Thursday',
    dispositionAt: new Date('2026-02-27T15:00:00Z'),
    createdAt: new Date('2026-02-27T15:00:00Z'),
  });
}

async function hotLead(a: DebtAccountRow) {
  const debtor = await createUser(t.deps.db, { role: 'debtor' });
  await t.deps.db.update(debtAccounts).set({ userId: debtor.id }).where(eq(debtAccounts.id, a.id));
  await t.deps.db.insert(pageViews).values([
    { userId: debtor.id, path: '/debtor' },
    { userId: debtor.id, path: '/payment' },
  ]);
}

async function inboundText(a: DebtAccountRow, body: string) {
  const [row] = await t.deps.db
    .insert(smsMessages)
    .values({
      debtAccountId: a.id,
      direction: 'inbound',
      fromNumber: a.primaryPhone,
      body,
      status: 'received',
      receivedAt: new Date('2026-03-02T14:00:00Z'),
    })
    .returning();
  return row;
}

async function queueOf(cookie: string, query = ''): Promise<MyQueue> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/contact-center/my-queue${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const codes = (q: MyQueue) => q.ready.map((i) => [i.accountNumber, i.reasons.map((r) => r.code)]);

describe('GET /api/admin/contact-center/my-queue', () => {
  it('lists one account per reason in reason order, an account with two reasons once, and the blocked ones waiting', async () => {
    const agent = await createUser(t.deps.db, { role: 'collector', username: 'queue-collector' });
    const cookie = await signIn(t.app, agent.username);
    const mine = (n: string, f = {}) => account(agent.id, { accountNumber: n, ...f });

    const never = await t.account({ assignedUserId: agent.id, createdAt: OLD, accountNumber: 'Q-NEVER' });
    const validation = await mine('Q-VALIDATION');
    await t.deps.db
      .insert(validationNotices)
      .values({ debtAccountId: validation.id, sentOn: '2026-02-27', method: 'mail' });
    const reply = await mine('Q-REPLY', { unpaidBalance: '5000.00' });
    await inboundText(reply, 'What is my balance?');
    const lead = await mine('Q-LEAD', { unpaidBalance: '75.00' });
    await hotLead(lead);
    const callback = await mine('Q-CALLBACK');
    await callbackRequested(callback);
    // A text asking to be called: a callback request and a reply to read, listed once.
    const both = await mine('Q-BOTH');
    await inboundText(both, 'Please call me after 5');
    // Nothing to do: contacted, no reply, no notice.
    await mine('Q-QUIET');
    // Someone else's account never shows in a collector's queue.
    await t.account({ accountNumber: 'Q-POOL', createdAt: OLD });

    const cease = await mine('Q-CEASE');
    await callbackRequested(cease);
    await t.deps.db
      .insert(contactPreferences)
      .values({ debtAccountId: cease.id, kind: 'cease', source: 'agent' });
    // Los Angeles: 7:00 AM there, calls open at 8:00 AM Pacific (16:00 UTC). California requires a
    // collection licence (decision 0106): the agency holds one.
    await t.licenseStates(['CA']);
    const early = await mine('Q-EARLY', { state: 'CA', zipCode: '90012', primaryPhone: '2135550199' });
    await inboundText(early, 'ok');

    const q = await queueOf(cookie);
    expect(codes(q)).toEqual([
      ['Q-CALLBACK', ['callback_requested']],
      ['Q-BOTH', ['callback_requested', 'reply_to_read']],
      ['Q-LEAD', ['hot_lead']],
      ['Q-REPLY', ['reply_to_read']],
      ['Q-VALIDATION', ['validation_period']],
      ['Q-NEVER', ['never_contacted']],
    ]);
    expect(q.ready[0].reasons[0]).toMatchObject({ label: 'Callback requested', rank: 10 });
    expect(q.ready[1].reasons[0].detail).toBe('Text: “Please call me after 5”');
    expect(q.ready.find((i) => i.accountId === never.id)?.placedAt).toBe(OLD.toISOString());
    expect(q.waiting.map((w) => [w.accountNumber, w.rule, w.opensAt])).toEqual([
      ['Q-EARLY', 'inconvenient_time', '2026-03-02T16:00:00.000Z'],
      ['Q-CEASE', 'cease_communication', null],
    ]);
    expect(q.waiting[1].reasons.map((r) => r.code)).toEqual(['callback_requested']);
    expect(q).toMatchObject({ counts: { ready: 6, waiting: 2 }, page: 1, pageSize: 25, pages: 1 });
    // Each row carries the consumer's local time and the window the guard applies there.
    expect(q.ready[0]).toMatchObject({
      localTimes: [{ timeZone: 'America/New_York', localTime: '10:00 AM' }],
      callWindow: { hours: '8:00 AM - 9:00 PM', state: null },
    });
    expect(q.waiting[0].localTimes).toEqual([{ timeZone: 'America/Los_Angeles', localTime: '7:00 AM' }]);

    // Filters (decision 0110): by reason, by state, by balance; and pages of ready-then-waiting rows.
    const numbers = (page: MyQueue) => [...page.ready, ...page.waiting].map((i) => i.accountNumber);
    const callbacks = await queueOf(cookie, '?reason=callback_requested');
    expect(numbers(callbacks)).toEqual(['Q-CALLBACK', 'Q-BOTH', 'Q-CEASE']);
    expect(callbacks.counts).toEqual({ ready: 2, waiting: 1 });
    const waitingOnly = await queueOf(cookie, '?state=waiting');
    expect(numbers(waitingOnly)).toEqual(['Q-EARLY', 'Q-CEASE']);
    expect(waitingOnly.counts).toEqual({ ready: 6, waiting: 2 });
    expect(numbers(await queueOf(cookie, '?maxBalance=100'))).toEqual(['Q-LEAD']);
    expect(numbers(await queueOf(cookie, '?minBalance=4999.99&state=ready'))).toEqual(['Q-REPLY']);
    const second = await queueOf(cookie, '?pageSize=5&page=2');
    expect(numbers(second)).toEqual(['Q-NEVER', 'Q-EARLY', 'Q-CEASE']);
    expect(second).toMatchObject({ page: 2, pageSize: 5, pages: 2, counts: { ready: 6, waiting: 2 } });
    expect(numbers(await queueOf(cookie, '?pageSize=5&page=3'))).toEqual([]);
  });

  it('refuses a bad filter with a clear message', async () => {
    const bad = async (query: string) => {
      const res = await t.request('GET', `/api/admin/contact-center/my-queue${query}`, 'staff');
      expect(res.statusCode, query).toBe(400);
      return res.json().message as string;
    };
    expect(await bad('?reason=nonsense')).toContain('Reason must be one of');
    expect(await bad('?state=later')).toContain('State must be ready or waiting');
    expect(await bad('?minBalance=ten')).toContain('Balance must be an amount in dollars');
    expect(await bad('?minBalance=500&maxBalance=100')).toContain('The lowest balance must not be more');
    expect(await bad('?page=0')).toContain('Page must be a whole number from 1');
    expect(await bad('?pageSize=500')).toContain('Page size must be a whole number from 1 to 100');
  });

  it('the reasons the filter offers are the reasons the queue gives', async () => {
    const { QUEUE_REASONS } = await import('./queue-reasons');
    expect(Object.fromEntries(QUEUE_REASONS.map((p) => [p.code, p.label]))).toEqual(QUEUE_REASON_LABELS);
  });

  it('scope: a collector sees only their accounts; admin and staff see theirs and the unassigned pool', async () => {
    const other = await createUser(t.deps.db, { role: 'collector', username: 'queue-other' });
    const staff = await createUser(t.deps.db, { role: 'staff', username: 'queue-staff' });
    const pool = await t.account({ accountNumber: 'S-POOL', createdAt: OLD });
    const theirs = await t.account({ accountNumber: 'S-OTHER', assignedUserId: other.id, createdAt: OLD });
    const staffs = await t.account({ accountNumber: 'S-STAFF', assignedUserId: staff.id, createdAt: OLD });
    const numbers = (q: MyQueue) => [...q.ready, ...q.waiting].map((i) => i.accountNumber);

    const forOther = numbers(await queueOf(await signIn(t.app, other.username)));
    expect(forOther).toEqual([theirs.accountNumber]);
    const forStaff = numbers(await queueOf(await signIn(t.app, staff.username)));
    expect(forStaff).toEqual(expect.arrayContaining([pool.accountNumber, staffs.accountNumber]));
    expect(forStaff).not.toContain(theirs.accountNumber);
    expect(forStaff).not.toContain('Q-CALLBACK'); // assigned to the first test's collector
  });

  it('answers 403 to a debtor and 401 without a session', async () => {
    expect((await t.request('GET', '/api/admin/contact-center/my-queue', 'debtor')).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/contact-center/my-queue', null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/contact-center/replies', () => {
  it('lists the unread inbound texts of the accounts in scope, oldest first; a read one leaves the list', async () => {
    const agent = await createUser(t.deps.db, { role: 'collector', username: 'replies-collector' });
    const cookie = await signIn(t.app, agent.username);
    const a = await account(agent.id, { accountNumber: 'R-ONE', fullName: 'Rita One' });
    const first = await inboundText(a, 'Call me after 5');
    const read = await inboundText(a, 'Already handled');
    await t.deps.db.update(smsMessages).set({ readAt: new Date() }).where(eq(smsMessages.id, read.id));
    await inboundText(await account(null, { accountNumber: 'R-POOL' }), 'Not for the collector');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-center/replies',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as UnreadReplies).replies).toEqual([
      {
        id: first.id,
        accountId: a.id,
        accountNumber: 'R-ONE',
        fullName: 'Rita One',
        fromNumber: a.primaryPhone,
        body: 'Call me after 5',
        receivedAt: '2026-03-02T14:00:00.000Z',
      },
    ]);
    const staffReplies = (
      await t.request('GET', '/api/admin/contact-center/replies', 'staff')
    ).json() as UnreadReplies;
    expect(staffReplies.replies.map((r) => r.accountNumber)).toContain('R-POOL');
    expect(staffReplies.replies.map((r) => r.accountNumber)).not.toContain('R-ONE');
  });
});
