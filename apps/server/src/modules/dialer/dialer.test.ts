import { DIALER_MESSAGES, type DialerTurn, type MyQueue } from '@arrears/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import {
  calls,
  contactAttempts,
  contactPreferences,
  type DebtAccountRow,
  debtAccounts,
  smsMessages,
} from '../../db/schema';
import { claimAccount } from './dialer.repository';

/**
 * The power dialer (decision 0129) on the test clock, Monday 2026-03-02 10:00 AM Eastern: it never
 * gives an account the compliance guard blocks, never the account another agent is on, and two
 * agents asking at once never get the same account.
 */
let t: ComplianceTestApp;
let sid = 0;
let phone = 6095551000;

beforeAll(async () => {
  t = await buildComplianceTestApp();
  // California requires a collection licence (decision 0106): the agency holds one.
  await t.licenseStates(['CA']);
});
afterAll(() => t?.close());

/** An agent of their own, signed in. */
async function agent(role: 'collector' | 'staff', username: string) {
  const user = await createUser(t.deps.db, { role, username });
  return { user, cookie: await signIn(t.app, username) };
}
type Agent = Awaited<ReturnType<typeof agent>>;

/** An account in the queue (an unread reply), placed at `placed` (queue order is oldest first). */
async function queued(
  assignedUserId: number | null,
  accountNumber: string,
  placed: string,
  fixture: Parameters<ComplianceTestApp['account']>[0] = {},
): Promise<DebtAccountRow> {
  const a = await t.account({
    assignedUserId,
    accountNumber,
    createdAt: new Date(placed),
    primaryPhone: String(++phone),
    ...fixture,
  });
  await t.deps.db.insert(smsMessages).values({
    debtAccountId: a.id,
    direction: 'inbound',
    fromNumber: a.primaryPhone,
    body: 'ok',
    status: 'received',
    receivedAt: new Date('2026-03-02T14:00:00Z'),
  });
  return a;
}

function post(who: Agent, url: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { cookie: who.cookie } });
}

async function next(who: Agent, payload: object = {}): Promise<DialerTurn | null> {
  const res = await post(who, '/api/dialer/next', payload);
  if (res.statusCode === 409 && res.json().error === 'nothing_ready') {
    expect(res.json().message).toBe(DIALER_MESSAGES.nothingReady);
    return null;
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Dials the held account after the preview and saves the call's outcome. */
async function dialAndDispose(who: Agent, accountId: number): Promise<string> {
  const res = await post(who, '/api/dialer/dial', { accountId });
  expect(res.statusCode, res.body).toBe(200);
  const turn = res.json() as DialerTurn;
  expect(turn.callSid).toEqual(expect.any(String));
  const saved = await post(who, `/api/debtors/${accountId}/save-disposition`, {
    callSid: turn.callSid,
    disposition: 'no_answer',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return turn.callSid as string;
}

/** Walks the whole dialing session: every account the dialer gives, each called and disposed. */
async function walk(who: Agent): Promise<string[]> {
  const given: DebtAccountRow['id'][] = [];
  for (let turn = await next(who); turn; turn = await next(who, { exclude: given })) {
    given.push(turn.accountId);
    expect(turn).toMatchObject({ callSid: null, status: null, previewSeconds: 10 });
    await dialAndDispose(who, turn.accountId);
    expect(given.length).toBeLessThan(20);
  }
  if (given.length === 0) return [];
  const rows = await t.deps.db
    .select({ id: debtAccounts.id, number: debtAccounts.accountNumber })
    .from(debtAccounts)
    .where(inArray(debtAccounts.id, given));
  return given.map((g) => rows.find((r) => r.id === g)?.number ?? '?');
}

async function waitingRules(who: Agent): Promise<[string, string][]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/contact-center/my-queue?state=waiting',
    headers: { cookie: who.cookie },
  });
  return (res.json() as MyQueue).waiting.map((w) => [w.accountNumber, w.rule]);
}

describe('POST /api/dialer/next: the guard', () => {
  it('never gives an account the rules block: cease, a call opt-out, 7 calls in 7 days, a zone where it is night', async () => {
    const collector = await agent('collector', 'dialer-guard');
    const id = collector.user.id;
    // The blocked accounts come first in queue order: the dialer must pass over each.
    const cease = await queued(id, 'D-CEASE', '2025-01-01T12:00:00Z');
    await t.deps.db
      .insert(contactPreferences)
      .values({ debtAccountId: cease.id, kind: 'cease', source: 'agent' });
    const optOut = await queued(id, 'D-OPTOUT', '2025-01-02T12:00:00Z');
    await t.deps.db
      .insert(contactPreferences)
      .values({ debtAccountId: optOut.id, kind: 'opt_out_call', source: 'agent' });
    const seven = await queued(id, 'D-SEVEN', '2025-01-03T12:00:00Z');
    for (let day = 0; day < 7; day++) {
      await t.deps.db.insert(calls).values({
        callSid: `CA-dialer-${++sid}`,
        provider: 'simulator',
        debtAccountId: seven.id,
        userId: t.users.staff.id,
        toNumber: seven.primaryPhone ?? '',
        status: 'completed',
        disposition: 'no_answer',
        dispositionAt: new Date(Date.parse('2026-02-24T15:00:00Z') + day * 86_400_000),
        createdAt: new Date(Date.parse('2026-02-24T15:00:00Z') + day * 86_400_000),
      });
    }
    // Los Angeles: 7:00 AM there (calls open at 8:00 AM).
    const pacific = await queued(id, 'D-PACIFIC', '2025-01-04T12:00:00Z', {
      state: 'CA',
      zipCode: '90012',
      primaryPhone: '2135550142',
    });
    // A text opt-out stops texts, not calls: the guard lets the phone ring, so the dialer offers it.
    const textsOff = await queued(id, 'D-TEXTS-OFF', '2025-01-05T12:00:00Z');
    await t.deps.db.insert(contactPreferences).values({
      debtAccountId: textsOff.id,
      kind: 'opt_out_sms',
      source: 'agent',
      phone: textsOff.primaryPhone,
    });
    await queued(id, 'D-READY-1', '2025-01-06T12:00:00Z');
    await queued(id, 'D-READY-2', '2025-01-07T12:00:00Z');

    // My queue names the rule of each blocked account: the dialer asks the same guard.
    expect(await waitingRules(collector)).toEqual(
      expect.arrayContaining([
        ['D-PACIFIC', 'inconvenient_time'],
        ['D-CEASE', 'cease_communication'],
        ['D-OPTOUT', 'channel_opt_out'],
        ['D-SEVEN', 'call_frequency'],
      ]),
    );
    const attemptsBefore = await t.deps.db
      .select({ id: contactAttempts.id })
      .from(contactAttempts)
      .where(eq(contactAttempts.debtAccountId, cease.id));

    expect(await walk(collector)).toEqual(['D-TEXTS-OFF', 'D-READY-1', 'D-READY-2']);
    // The dialer asked the rules without recording an attempt on the accounts it passed over.
    const attemptsAfter = await t.deps.db
      .select({ id: contactAttempts.id })
      .from(contactAttempts)
      .where(eq(contactAttempts.debtAccountId, cease.id));
    expect(attemptsAfter).toEqual(attemptsBefore);
    // Each call the dialer placed is the agent's, on the account it gave.
    const placed = await t.deps.db
      .select({ accountId: calls.debtAccountId })
      .from(calls)
      .where(eq(calls.userId, id));
    expect(placed.map((c) => c.accountId).sort()).toHaveLength(3);
    expect(placed.map((c) => c.accountId)).not.toContain(pacific.id);
  });

  it("asks for the last call's outcome first, and refuses a dial on an account the agent does not hold", async () => {
    const collector = await agent('collector', 'dialer-outcome');
    const first = await queued(collector.user.id, 'D-OUT-1', '2025-02-01T12:00:00Z');
    await queued(collector.user.id, 'D-OUT-2', '2025-02-02T12:00:00Z');
    const stranger = await queued(null, 'D-NOT-HELD', '2025-02-03T12:00:00Z');
    expect((await next(collector))?.accountId).toBe(first.id);
    const notHeld = await post(collector, '/api/dialer/dial', { accountId: stranger.id });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json()).toMatchObject({ message: DIALER_MESSAGES.notClaimed, error: 'not_claimed' });
    const dialled = await post(collector, '/api/dialer/dial', { accountId: first.id });
    expect(dialled.statusCode, dialled.body).toBe(200);
    const pending = await post(collector, '/api/dialer/next', { exclude: [first.id] });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      message: DIALER_MESSAGES.outcomePending,
      error: 'outcome_pending',
      accountId: first.id,
    });
    // Bad filters answer 400 with the reason and take nothing.
    for (const [body, words] of [
      [{ state: 'waiting' }, DIALER_MESSAGES.stateReady],
      [{ minBalance: '500', maxBalance: '100' }, 'The lowest balance must not be more than the highest'],
      [{ reason: 'whatever' }, 'Reason must be one of'],
    ] as const) {
      const bad = await post(collector, '/api/dialer/next', body);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.body).toContain(words);
    }
  });
});

describe('POST /api/dialer/next: one agent per account', () => {
  it('two agents asking at once never get the same account; a held account, a live call and a fresh call are passed over', async () => {
    for (let i = 0; i < 9; i++) await queued(null, `D-POOL-${i}`, `2025-03-0${i + 1}T12:00:00Z`);
    const ann = await agent('staff', 'dialer-ann');
    const bob = await agent('staff', 'dialer-bob');
    const cy = await agent('staff', 'dialer-cy');
    // Cy is on the first account of the pool (a call placed from the workspace, still ringing).
    const cyTurn = await next(cy);
    const cyCall = await post(cy, '/api/dialer/dial', { accountId: cyTurn?.accountId });
    expect(cyCall.statusCode, cyCall.body).toBe(200);
    const given: number[] = [];
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([next(ann), next(bob)]);
      expect(a && b, `round ${round}`).toBeTruthy();
      // At the same moment: two accounts, neither Cy's.
      expect(a?.accountId).not.toBe(b?.accountId);
      expect([a?.accountId, b?.accountId]).not.toContain(cyTurn?.accountId);
      given.push(a?.accountId ?? 0, b?.accountId ?? 0);
      // Each calls theirs and saves the outcome; an account just called is not given again.
      await Promise.all([dialAndDispose(ann, a?.accountId ?? 0), dialAndDispose(bob, b?.accountId ?? 0)]);
    }
    expect(new Set(given).size).toBe(6);
    // Ann holds her next account: Bob, asking now, is passed over it.
    const annHolds = await next(ann);
    const bobNext = await next(bob);
    expect(annHolds && bobNext).toBeTruthy();
    expect(bobNext?.accountId).not.toBe(annHolds?.accountId);
    expect([...given, cyTurn?.accountId]).not.toContain(bobNext?.accountId);
    // Stopping lets go: Bob's account is free for Ann at once (her own hold goes back as she asks).
    expect((await post(bob, '/api/dialer/stop')).statusCode).toBe(200);
    const claims = await t.deps.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM dialer_claims WHERE user_id = ${bob.user.id}`,
    );
    expect(Number(claims.rows[0]?.n)).toBe(0);
    expect((await next(ann, { exclude: [annHolds?.accountId ?? 0] }))?.accountId).toBe(bobNext?.accountId);
  });
});

describe('the hold', () => {
  it('ten agents taking one account at the same moment: exactly one holds it, until it runs out', async () => {
    const a = await queued(null, 'D-RACE', '2025-06-01T12:00:00Z');
    const racers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createUser(t.deps.db, { role: 'staff', username: `dialer-race-${i}` }),
      ),
    );
    const now = new Date(t.clock.now());
    const until = new Date(now.getTime() + 10 * 60_000);
    const won = await Promise.all(
      racers.map((r) => claimAccount(t.deps.db, { accountId: a.id, userId: r.id, now, expiresAt: until })),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = racers[won.indexOf(true)];
    const [row] = await t.deps.db
      .execute<{ user_id: number }>(sql`SELECT user_id FROM dialer_claims WHERE debt_account_id = ${a.id}`)
      .then((r) => r.rows);
    expect(row.user_id).toBe(winner.id);
    // The winner may take it again (a renewal); another agent only once the hold ran out.
    const other = racers.find((r) => r !== winner)?.id ?? 0;
    expect(await claimAccount(t.deps.db, { accountId: a.id, userId: winner.id, now, expiresAt: until })).toBe(
      true,
    );
    expect(await claimAccount(t.deps.db, { accountId: a.id, userId: other, now, expiresAt: until })).toBe(
      false,
    );
    const later = new Date(until.getTime());
    const laterUntil = new Date(later.getTime() + 60_000);
    expect(
      await claimAccount(t.deps.db, { accountId: a.id, userId: other, now: later, expiresAt: laterUntil }),
    ).toBe(true);
  });
});

describe('the preview setting and power dialing', () => {
  it("is the admin's (0 to 120 s, 10 by default); at 0 the dialer places the call at once through the guard", async () => {
    const get = (role: 'admin' | 'collector') => t.request('GET', '/api/admin/dialer/settings', role);
    expect((await get('admin')).json()).toEqual({ previewSeconds: 10 });
    expect((await get('collector')).statusCode).toBe(403);
    const put = (role: 'admin' | 'staff', previewSeconds: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/dialer/settings',
        payload: { previewSeconds },
        headers: { cookie: t.cookies[role] },
      });
    expect((await put('staff', 0)).statusCode).toBe(403);
    for (const bad of [121, -1, 2.5, '10']) {
      const res = await put('admin', bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.body).toContain(DIALER_MESSAGES.previewSeconds);
    }
    expect((await get('admin')).json()).toEqual({ previewSeconds: 10 });
    expect((await put('admin', 0)).json()).toEqual({ previewSeconds: 0 });

    const collector = await agent('collector', 'dialer-power');
    const a = await queued(collector.user.id, 'D-POWER', '2025-04-01T12:00:00Z');
    const before = t.telephony.callRequests.length;
    const turn = await next(collector);
    expect(turn).toMatchObject({ accountId: a.id, previewSeconds: 0, phoneNumber: a.primaryPhone });
    expect(turn?.callSid).toEqual(expect.any(String));
    expect(t.telephony.callRequests.length).toBe(before + 1);
    const [call] = await t.deps.db
      .select()
      .from(calls)
      .where(eq(calls.callSid, turn?.callSid ?? ''));
    expect(call).toMatchObject({ debtAccountId: a.id, userId: collector.user.id });
    // The telephony module's guard recorded the allowed attempt.
    expect((await t.attempts(a.id)).at(-1)).toMatchObject({ channel: 'call', allowed: true });
    await put('admin', 10);
  });
});

describe('a zone where it is night (runs last: it moves the clock)', () => {
  it('at 9:30 PM Eastern the Eastern accounts wait and the Pacific one (6:30 PM) is called', async () => {
    const collector = await agent('collector', 'dialer-night');
    const id = collector.user.id;
    await queued(id, 'N-EAST-1', '2025-05-01T12:00:00Z');
    await queued(id, 'N-PACIFIC', '2025-05-02T12:00:00Z', {
      state: 'CA',
      zipCode: '90012',
      primaryPhone: '2135550177',
    });
    await queued(id, 'N-EAST-2', '2025-05-03T12:00:00Z');
    // 10:00 AM Eastern: 7:00 AM in Los Angeles, before the window there.
    expect(await walk(collector)).toEqual(['N-EAST-1', 'N-EAST-2']);
    const east = await queued(id, 'N-EAST-3', '2025-05-04T12:00:00Z');
    t.clock.advance(11.5 * 60 * 60 * 1000); // 9:30 PM Eastern, 6:30 PM Pacific
    await t.signInAgain();
    collector.cookie = await signIn(t.app, 'dialer-night');
    const turn = await next(collector);
    expect(turn?.accountId).not.toBe(east.id);
    const [pacific] = await t.deps.db
      .select({ number: debtAccounts.accountNumber })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, turn?.accountId ?? 0));
    expect(pacific.number).toBe('N-PACIFIC');
  });
});
