import { CHAT_MENU_INTENTS, CHAT_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatGet, chatPost, newChatDebtor, newIp, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { chatIntents } from '../../db/schema';
import { TRACK_THROTTLE } from './chat-intents.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60_000;
const track = (body: unknown, ip: string, cookie?: string) =>
  chatPost(t, '/api/chat/track-intent', body, cookie, ip);
const rowsFrom = (ip: string) => t.deps.db.select().from(chatIntents).where(eq(chatIntents.ipAddress, ip));

describe('POST /api/chat/track-intent', () => {
  it('stores both variants: intentValue with the conversation, and intent alone', async () => {
    const ip = newIp();
    const full = await track({ intentValue: 'view_balance', debtAccountId: null, sessionId: 'conv-1' }, ip);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual({ success: true });
    const short = await track({ intent: 'transaction_history' }, ip);
    expect(short.statusCode).toBe(200);
    const rows = await rowsFrom(ip);
    expect(rows.map((r) => [r.intent, r.conversationId, r.debtAccountId]).sort()).toEqual([
      ['transaction_history', null, null],
      ['view_balance', 'conv-1', null],
    ]);
  });

  it('keeps the account only when the caller’s chat session covers it', async () => {
    const debtor = await newChatDebtor(t);
    const other = await newChatDebtor(t);
    const { cookie } = await verifiedChat(t, debtor);
    const ip = newIp();
    const own = await track(
      { intentValue: 'make_payment', debtAccountId: debtor.accounts[0].id, sessionId: 'c' },
      ip,
      cookie,
    );
    const foreign = await track(
      { intentValue: 'dispute_debt', debtAccountId: other.accounts[0].id },
      ip,
      cookie,
    );
    const anonymous = await track(
      { intentValue: 'request_statement', debtAccountId: debtor.accounts[0].id },
      ip,
    );
    for (const res of [own, foreign, anonymous]) expect(res.statusCode).toBe(200);
    const byIntent = Object.fromEntries((await rowsFrom(ip)).map((r) => [r.intent, r.debtAccountId]));
    expect(byIntent).toEqual({
      make_payment: debtor.accounts[0].id,
      dispute_debt: null,
      request_statement: null,
    });
  });

  it.each([
    [{ intentValue: 'buy_a_boat' }, "I'm not sure how to help with that specific request..."],
    [{ intent: 'DROP TABLE' }, "I'm not sure how to help with that specific request..."],
    [{}, 'Intent is required'],
    [{ sessionId: 'only' }, 'Intent is required'],
    [{ intentValue: 'view_balance', debtAccountId: 'abc' }, 'Invalid account'],
    [{ intentValue: 'view_balance', sessionId: 'x'.repeat(101) }, expect.any(String)],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const ip = newIp();
    const res = await track(body, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(message);
    expect(await rowsFrom(ip)).toEqual([]);
  });

  it(`allows ${TRACK_THROTTLE.maxPerIp} per IP in 10 minutes, then 429 until the window passes`, async () => {
    const ip = newIp();
    for (let i = 0; i < TRACK_THROTTLE.maxPerIp; i++) {
      expect((await track({ intent: 'balance' }, ip)).statusCode).toBe(200);
    }
    const over = await track({ intent: 'balance' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: CHAT_MESSAGES.tooManyRequests });
    expect(await rowsFrom(ip)).toHaveLength(TRACK_THROTTLE.maxPerIp);
    // Another IP is not affected.
    expect((await track({ intent: 'balance' }, newIp())).statusCode).toBe(200);
    t.clock.advance(TRACK_THROTTLE.windowMs);
    expect((await track({ intent: 'balance' }, ip)).statusCode).toBe(200);
  });

  // A burst over the limit may be refused whole (each request can see the others' rows): the safe side.
  it('holds under a burst: parallel requests never store more than the limit', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: TRACK_THROTTLE.maxPerIp + 20 }, () => track({ intent: 'payoff' }, ip)),
    );
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(accepted).toBeLessThanOrEqual(TRACK_THROTTLE.maxPerIp);
    expect(await rowsFrom(ip)).toHaveLength(accepted);
  });
});

describe('GET /api/chat/popular-intents', () => {
  it('lists the menu intents tracked in the last 30 days, most tracked first', async () => {
    // Old tracks (over 30 days ago) do not count.
    const old = new Date(t.clock.now() - 31 * DAY);
    await t.deps.db
      .insert(chatIntents)
      .values(
        Array.from({ length: 50 }, () => ({ intent: 'speak_to_agent', ipAddress: 'old', createdAt: old })),
      );
    const before = (await chatGet(t, '/api/chat/popular-intents')).json() as { intentValue: string }[];
    const counts: Record<string, number> = { request_statement: 3, make_payment: 2, settlement_offer: 1 };
    for (const [intent, n] of Object.entries(counts)) {
      for (let i = 0; i < n; i++) await track({ intentValue: intent }, newIp());
    }
    // Not menu intents: never listed.
    await track({ intent: 'hardship' }, newIp());
    await track({ intent: 'logout' }, newIp());

    const res = await chatGet(t, '/api/chat/popular-intents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = (res.json() as { intentValue: string }[]).map((i) => i.intentValue);
    // Earlier tests tracked some intents too; compare with the counts the database holds.
    const since = new Date(t.clock.now() - 30 * DAY);
    const rows = await t.deps.db.select().from(chatIntents);
    const tally = new Map<string, number>();
    for (const r of rows) if (r.createdAt > since) tally.set(r.intent, (tally.get(r.intent) ?? 0) + 1);
    const menu: readonly string[] = CHAT_MENU_INTENTS;
    const expected = menu
      .filter((i) => (tally.get(i) ?? 0) > 0)
      .sort((a, b) => (tally.get(b) ?? 0) - (tally.get(a) ?? 0) || menu.indexOf(a) - menu.indexOf(b));
    expect(list).toEqual(expected);
    expect(list).not.toContain('speak_to_agent');
    expect(list).not.toContain('hardship');
    expect(before.map((i) => i.intentValue)).not.toContain('speak_to_agent');
  });

  it('on a fresh database it is an empty list (the widget keeps its default order)', async () => {
    const fresh = await buildTestApp();
    try {
      const res = await fresh.app.inject({ url: '/api/chat/popular-intents' });
      expect(res.json()).toEqual([]);
      const send = (payload: object) =>
        fresh.app.inject({ method: 'POST', url: '/api/chat/track-intent', payload });
      for (const intent of ['transaction_history', 'view_balance', 'dispute_debt']) await send({ intent });
      await send({ intentValue: 'dispute_debt' });
      const after = await fresh.app.inject({ url: '/api/chat/popular-intents' });
      // dispute_debt twice; the two tracked once keep the menu's order between them.
      expect(after.json()).toEqual([
        { intentValue: 'dispute_debt' },
        { intentValue: 'view_balance' },
        { intentValue: 'transaction_history' },
      ]);
      const stored = await fresh.deps.db
        .select()
        .from(chatIntents)
        .where(and(eq(chatIntents.intent, 'dispute_debt'), eq(chatIntents.ipAddress, '127.0.0.1')));
      expect(stored).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });
});
