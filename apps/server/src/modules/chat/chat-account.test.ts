import { CHAT_MESSAGES } from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatGet, chatPost, newChatDebtor, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { contactChangeRequests, contactEvents, payments, securityEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const notYours = { message: CHAT_MESSAGES.notYourAccount };

async function scopeDenials(ip: string) {
  return t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, 'chat_scope_denied'), eq(securityEvents.ipAddress, ip)));
}

describe('GET /api/chat/payments/:debtorId', () => {
  it("lists the account's payments newest first, amounts exact, statuses as the portal names them", async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '900.00' }]);
    const account = debtor.accounts[0];
    const row = (n: number, status: string, extra: Partial<typeof payments.$inferInsert> = {}) => ({
      debtAccountId: account.id,
      amount: '0.10',
      paymentDate: '2026-01-01',
      paymentMethod: 'credit_card',
      status,
      source: 'portal',
      createdAt: new Date(Date.UTC(2026, 0, n)),
      ...extra,
    });
    const rows = [
      row(1, 'approved', {
        amount: '1234.56',
        confirmationCode: `PAY-AAAA-${account.id}`,
        transactionId: '111',
      }),
      row(2, 'declined', { amount: '0.10', transactionId: `T2-${account.id}` }),
      row(3, 'processing', { amount: '20.00' }),
      row(4, 'pending_reconciliation', { amount: '19.99', referenceNumber: `REF-${account.id}` }),
      row(5, 'error', { amount: '5.05' }),
    ];
    await t.deps.db.insert(payments).values(rows);
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatGet(t, `/api/chat/payments/${account.id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual([
      { amount: 5.05, created_at: '2026-01-05T00:00:00.000Z', transaction_id: null, status: 'failed' },
      {
        amount: 19.99,
        created_at: '2026-01-04T00:00:00.000Z',
        transaction_id: `REF-${account.id}`,
        status: 'pending',
      },
      { amount: 20, created_at: '2026-01-03T00:00:00.000Z', transaction_id: null, status: 'pending' },
      {
        amount: 0.1,
        created_at: '2026-01-02T00:00:00.000Z',
        transaction_id: `T2-${account.id}`,
        status: 'failed',
      },
      {
        amount: 1234.56,
        created_at: '2026-01-01T00:00:00.000Z',
        transaction_id: `PAY-AAAA-${account.id}`,
        status: 'completed',
      },
    ]);
  });

  it('an account without payments is an empty list', async () => {
    const debtor = await newChatDebtor(t);
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatGet(t, `/api/chat/payments/${debtor.accounts[0].id}`, cookie);
    expect(res.json()).toEqual([]);
  });

  it("another debtor's account is 403 and recorded as chat_scope_denied", async () => {
    const debtor = await newChatDebtor(t);
    const other = await newChatDebtor(t);
    await t.deps.db.insert(payments).values({
      debtAccountId: other.accounts[0].id,
      amount: '10.00',
      paymentDate: '2026-01-01',
      paymentMethod: 'credit_card',
      source: 'portal',
    });
    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatGet(t, `/api/chat/payments/${other.accounts[0].id}`, cookie, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(notYours);
    const [event] = await scopeDenials(ip);
    expect(event).toMatchObject({ success: false, riskLevel: 'MEDIUM' });
    expect(event.details).toEqual({ accountId: other.accounts[0].id });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    const { cookie } = await verifiedChat(t, await newChatDebtor(t));
    const res = await chatGet(t, `/api/chat/payments/${id}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid account');
  });
});

describe('POST /api/chat/contact-update', () => {
  const good = {
    phone: '(856) 555-0142',
    email: 'new.ana@example.com',
    address: '7 Walnut Street',
    city: 'Camden',
    state: 'nj',
    zip: '08102-1234',
    reason: 'I moved last month',
  };

  it('stores a pending request for staff and a line on the contact timeline; the account is unchanged', async () => {
    const debtor = await newChatDebtor(t);
    const account = debtor.accounts[0];
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatPost(t, '/api/chat/contact-update', { debtAccountId: account.id, ...good }, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, requestId: expect.any(Number) });

    const [stored] = await t.deps.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.id, body.requestId));
    expect(stored).toMatchObject({
      debtAccountId: account.id,
      phone: '(856) 555-0142',
      email: 'new.ana@example.com',
      address: '7 Walnut Street',
      city: 'Camden',
      state: 'NJ',
      zip: '08102-1234',
      reason: 'I moved last month',
      source: 'chat',
      status: 'pending',
      reviewedByUserId: null,
    });
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id))
      .orderBy(desc(contactEvents.id));
    expect(line).toMatchObject({ channel: 'Update', userId: null });
    expect(line.message).toBe(
      'Contact update requested through the chat: phone (856) 555-0142; e-mail new.ana@example.com; ' +
        'address 7 Walnut Street, Camden, NJ 08102-1234. Reason: I moved last month',
    );
    expect(line.details).toEqual({
      kind: 'contact_change_request',
      requestId: body.requestId,
      source: 'chat',
    });
  });

  it('a phone alone is enough', async () => {
    const debtor = await newChatDebtor(t);
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatPost(
      t,
      '/api/chat/contact-update',
      { debtAccountId: debtor.accounts[0].id, phone: '8565550100', reason: 'New number' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ phone: '8565550100' }, CHAT_MESSAGES.contactUpdateReasonRequired],
    [{ phone: '8565550100', reason: '   ' }, CHAT_MESSAGES.contactUpdateReasonRequired],
    [{ reason: 'Nothing to change' }, CHAT_MESSAGES.contactUpdateEmpty],
    [{ email: 'not-an-email', reason: 'r' }, CHAT_MESSAGES.invalidEmail],
    [{ phone: '12345', reason: 'r' }, 'Please enter a valid phone number'],
    [{ state: 'New Jersey', reason: 'r' }, 'State must be 2 letters'],
    [{ zip: '08102-12345', reason: 'r' }, 'ZIP must be at most 10 characters'],
  ])('refuses %j with 400 "%s" and stores nothing', async (fields, message) => {
    const debtor = await newChatDebtor(t);
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatPost(
      t,
      '/api/chat/contact-update',
      { debtAccountId: debtor.accounts[0].id, ...fields },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const rows = await t.deps.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.debtAccountId, debtor.accounts[0].id));
    expect(rows).toEqual([]);
  });

  it("another debtor's account is 403, recorded, and nothing is stored", async () => {
    const debtor = await newChatDebtor(t);
    const other = await newChatDebtor(t);
    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatPost(
      t,
      '/api/chat/contact-update',
      { debtAccountId: other.accounts[0].id, ...good },
      cookie,
      ip,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(notYours);
    expect(await scopeDenials(ip)).toHaveLength(1);
    const rows = await t.deps.db
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.debtAccountId, other.accounts[0].id));
    expect(rows).toEqual([]);
  });
});
