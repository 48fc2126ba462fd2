import { AUTH_MESSAGES, CHAT_MESSAGES, PAYMENT_MESSAGES } from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatGet, chatPost, newChatDebtor, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { contactEvents, debtAccounts, payments, securityEvents } from '../../db/schema';

/** Card payments through the chat: POST /api/usaepay/process-payment with a chat session and no sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const PROCESS = '/api/usaepay/process-payment';

async function balanceOf(id: number): Promise<string> {
  const [row] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id));
  return row.unpaidBalance;
}

describe('a card payment from the chat', () => {
  it('approved with the sandbox card: channel chat, no user, balance lowered, listed in the chat history', async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '500.00' }]);
    const account = debtor.accounts[0];
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatPost(t, PROCESS, cardBody(account.id, { amount: '120.45' }), cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      status: 'approved',
      amount: 120.45,
      previousBalance: 500,
      newBalance: 379.55,
      accountNumber: account.accountNumber,
    });
    expect(await balanceOf(account.id)).toBe('379.55');

    const [stored] = await t.deps.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(stored).toMatchObject({ source: 'chat', userId: null, createdByUserId: null, status: 'approved' });
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.debtAccountId, account.id), eq(contactEvents.channel, 'Payment')))
      .orderBy(desc(contactEvents.id));
    expect(line.userId).toBeNull();

    const history = (await chatGet(t, `/api/chat/payments/${account.id}`, cookie)).json();
    expect(history).toEqual([
      {
        amount: 120.45,
        created_at: expect.any(String),
        transaction_id: body.confirmationCode,
        status: 'completed',
      },
    ]);
  });

  it('declined: 200 with success false, the balance unchanged, listed as failed', async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '500.00' }]);
    const account = debtor.accounts[0];
    const { cookie } = await verifiedChat(t, debtor);
    const res = await chatPost(
      t,
      PROCESS,
      cardBody(account.id, { cardNumber: '4000300011112220', amount: 50 }),
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, status: 'declined', newBalance: 500 });
    expect(res.json().failureReason).toBeTruthy();
    expect(await balanceOf(account.id)).toBe('500.00');
    const history = (await chatGet(t, `/api/chat/payments/${account.id}`, cookie)).json();
    expect(history).toMatchObject([{ amount: 50, status: 'failed' }]);
  });

  it("another debtor's account is 403 and nothing is charged or stored", async () => {
    const debtor = await newChatDebtor(t);
    const other = await newChatDebtor(t, [{ unpaidBalance: '300.00' }]);
    const { cookie } = await verifiedChat(t, debtor);
    const ip = '10.77.0.1';
    const res = await chatPost(t, PROCESS, cardBody(other.accounts[0].id), cookie, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CHAT_MESSAGES.notYourAccount });
    expect(await balanceOf(other.accounts[0].id)).toBe('300.00');
    expect(
      await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, other.accounts[0].id)),
    ).toEqual([]);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'chat_scope_denied'), eq(securityEvents.ipAddress, ip)));
    expect(events).toHaveLength(1);
  });

  it('without a sign-in or a chat session the payment is 401; bad input is 400 before anything', async () => {
    const debtor = await newChatDebtor(t);
    const noSession = await chatPost(t, PROCESS, cardBody(debtor.accounts[0].id));
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({ message: AUTH_MESSAGES.notAuthenticated });

    const { cookie } = await verifiedChat(t, debtor);
    const expired = await chatPost(
      t,
      PROCESS,
      cardBody(debtor.accounts[0].id, { expMonth: '01', expYear: '2020' }),
      cookie,
    );
    expect(expired.statusCode).toBe(400);
    const tooMuch = await chatPost(t, PROCESS, cardBody(debtor.accounts[0].id, { amount: 100000 }), cookie);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(PAYMENT_MESSAGES.amountAboveBalance('$100.00'));
  });

  it('an ended chat session cannot pay', async () => {
    const debtor = await newChatDebtor(t);
    const { cookie } = await verifiedChat(t, debtor);
    await chatPost(t, '/api/chat/logout', undefined, cookie);
    const res = await chatPost(t, PROCESS, cardBody(debtor.accounts[0].id), cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: CHAT_MESSAGES.sessionRequired });
  });

  it('a repeated invoice from the same chat replays; from another chat session it is a conflict', async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '500.00' }]);
    const account = debtor.accounts[0];
    const first = await verifiedChat(t, debtor);
    const body = cardBody(account.id, { amount: 10 });
    const once = await chatPost(t, PROCESS, body, first.cookie);
    const twice = await chatPost(t, PROCESS, body, first.cookie);
    expect(twice.json()).toEqual(once.json());
    expect(await balanceOf(account.id)).toBe('490.00');

    const second = await verifiedChat(t, debtor);
    const other = await chatPost(t, PROCESS, body, second.cookie);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.invoiceReused);
    expect(await balanceOf(account.id)).toBe('490.00');
  });

  it('a signed-in debtor pays as before (portal channel, their user) even with a chat cookie', async () => {
    const { user, account, cookie } = await debtorWithAccount(t, { unpaidBalance: '200.00' });
    const chat = await verifiedChat(t, await newChatDebtor(t));
    const res = await pay(t, `${cookie}; ${chat.cookie}`, cardBody(account.id, { amount: 20 }));
    expect(res.statusCode).toBe(200);
    const [stored] = await t.deps.db.select().from(payments).where(eq(payments.id, res.json().paymentId));
    expect(stored).toMatchObject({ source: 'portal', userId: user.id });
    // ...and may not pay the chat's account, which is not theirs.
    const foreign = await pay(t, `${cookie}; ${chat.cookie}`, cardBody(chat.answer.debtor_id));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(PAYMENT_MESSAGES.notYourAccount);
  });
});
