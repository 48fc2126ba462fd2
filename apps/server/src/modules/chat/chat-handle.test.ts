import { CHAT_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  chatGet,
  chatPost,
  newChatDebtor,
  newIp,
  startChatCheck,
  verifiedChat,
} from '../../../test/kits/chat/chat-test-kit';
import { chatSessions, payments, securityEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const notYours = { message: CHAT_MESSAGES.notYourAccount };
const statement = (debtorId: unknown, cookie?: string, ip?: string) =>
  chatPost(t, '/api/statements/request-statement', { debtorId, deliveryMethod: 'pdf' }, cookie, ip);

async function denials(ip: string) {
  return t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, 'chat_scope_denied'), eq(securityEvents.ipAddress, ip)));
}

/** Two accounts, the larger balance opens the chat; one payment on each. */
async function twoAccountDebtor() {
  const debtor = await newChatDebtor(t, [
    { unpaidBalance: '120.00', accountNumber: `SMALL-${Date.now()}` },
    { unpaidBalance: '900.00', accountNumber: `LARGE-${Date.now()}` },
  ]);
  const [small, large] = debtor.accounts;
  const payment = (accountId: number, amount: string, day: number) => ({
    debtAccountId: accountId,
    amount,
    paymentDate: '2026-01-01',
    paymentMethod: 'credit_card',
    status: 'approved',
    source: 'portal',
    createdAt: new Date(Date.UTC(2026, 0, day)),
  });
  await t.deps.db.insert(payments).values([payment(small.id, '10.00', 1), payment(large.id, '25.50', 2)]);
  return { debtor, small, large };
}

describe('the debtor_id of /api/chat/verify as the chat session handle (decision 0047)', () => {
  it('after the address is confirmed, the handle lists the payments of every verified account', async () => {
    const { debtor, small, large } = await twoAccountDebtor();
    const { cookie, handle, answer } = await verifiedChat(t, debtor);
    expect(answer.debtor_id).toBe(large.id);
    const res = await chatGet(t, `/api/chat/payments/${encodeURIComponent(handle)}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      expect.objectContaining({ amount: 25.5, status: 'completed', account_number: large.accountNumber }),
      expect.objectContaining({ amount: 10, status: 'completed', account_number: small.accountNumber }),
    ]);
    // The numeric ids keep working, each for its own account, without the account number.
    const one = await chatGet(t, `/api/chat/payments/${small.id}`, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual([expect.objectContaining({ amount: 10 })]);
    expect(one.json()[0]).not.toHaveProperty('account_number');
  });

  it('the handle asks for the statement of the account the chat opened on', async () => {
    const { debtor, large } = await twoAccountDebtor();
    const { cookie, handle } = await verifiedChat(t, debtor);
    const res = await statement(handle, cookie);
    expect(res.statusCode).toBe(200);
    const pdf = Buffer.from(res.json().pdf, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    const byId = await statement(large.id, cookie);
    expect(byId.statusCode).toBe(200);
  });

  it('the session keeps only a keyed hash of the handle', async () => {
    const { debtor } = await twoAccountDebtor();
    const { handle } = await verifiedChat(t, debtor);
    const rows = await t.deps.db.select({ h: chatSessions.handleHash }).from(chatSessions);
    expect(rows.some((r) => r.h === handle)).toBe(false);
    expect(rows.filter((r) => r.h !== null).length).toBeGreaterThan(0);
  });

  it("another session's handle is 403 and recorded, for payments and statements", async () => {
    const mine = await verifiedChat(t, (await twoAccountDebtor()).debtor);
    const theirs = await verifiedChat(t, (await twoAccountDebtor()).debtor);
    const ip = newIp();
    const res = await chatGet(t, `/api/chat/payments/${theirs.handle}`, mine.cookie, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(notYours);
    const st = await statement(theirs.handle, mine.cookie, ip);
    expect(st.statusCode).toBe(403);
    expect(st.json()).toEqual(notYours);
    const events = await denials(ip);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ success: false, riskLevel: 'MEDIUM' });
    expect(JSON.stringify(events)).not.toContain(theirs.handle);
  });

  it('a handle whose address is not confirmed yet is 403, even to a verified session of the same person', async () => {
    const { debtor } = await twoAccountDebtor();
    const { cookie } = await verifiedChat(t, debtor);
    const ip = newIp();
    const pending = await startChatCheck(t, debtor, ip);
    const res = await chatGet(t, `/api/chat/payments/${pending.debtor_id}`, cookie, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(notYours);
    expect(await denials(ip)).toHaveLength(1);
    // Without any chat session the handle reaches nothing: verify first.
    const none = await chatGet(t, `/api/chat/payments/${pending.debtor_id}`);
    expect(none.statusCode).toBe(401);
  });

  it('a logged-out session is no longer reachable through its handle', async () => {
    const { debtor } = await twoAccountDebtor();
    const { cookie, handle } = await verifiedChat(t, debtor);
    await chatPost(t, '/api/chat/logout', {}, cookie);
    const res = await chatGet(t, `/api/chat/payments/${handle}`, cookie);
    expect(res.statusCode).toBe(401);
  });
});
