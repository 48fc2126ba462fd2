import { PAYMENT_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { newChatDebtor, newIp, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { CountingGateway } from '../../../test/kits/payments/counting-gateway';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { cardDeclineClaims, payments, securityEvents } from '../../db/schema';
import { CARD_DECLINE_LIMITS } from './card-decline-limits';

/** The card-testing limits of process-payment (decision 0031): declines per account, network, chat session, staff user. */
let t: TestApp;
const gateway = new CountingGateway(0);
beforeAll(async () => {
  t = await buildTestApp({ cardGateway: gateway });
});
afterAll(async () => t.close());

const DECLINE = '4000300011112220';
const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY = () => PAYMENT_MESSAGES.tooManyDeclines(t.deps.config.brand.phone);

// consumerAuthorized: the staff's yes from the consumer; a debtor paying their own account needs none.
const decline = (accountId: number) =>
  cardBody(accountId, { cardNumber: DECLINE, amount: 10, consumerAuthorized: true });
const approve = (accountId: number) => cardBody(accountId, { amount: 10, consumerAuthorized: true });

function expectDeclined(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ success: false, status: 'declined' });
}

function expectApproved(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ success: true, status: 'approved' });
}

/** 429 with the message, and nothing reached the processor or the ledger. */
async function expectRefused(res: LightMyRequestResponse, accountId: number, chargesBefore: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: TOO_MANY() });
  expect(gateway.charges.length).toBe(chargesBefore);
  const rows = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, accountId));
  expect(rows.every((r) => r.status !== 'processing')).toBe(true);
}

async function throttleEvents(limit: string) {
  const rows = await t.deps.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.eventType, 'card_payment_throttled'));
  return rows.filter((r) => r.details?.limit === limit);
}

describe('declines per account (5 in 24 hours)', () => {
  it('refuses the 6th attempt with 429 and a HIGH event, an approvable card too, until the day has passed', async () => {
    const { user, account, cookie } = await debtorWithAccount(t);
    // From five addresses: only the account's count is at stake.
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max; i++) {
      expectDeclined(await pay(t, cookie, decline(account.id), newIp()));
    }
    const before = gateway.charges.length;
    const paymentsBefore = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.debtAccountId, account.id));
    await expectRefused(await pay(t, cookie, approve(account.id), newIp()), account.id, before);
    await expectRefused(await pay(t, cookie, decline(account.id), newIp()), account.id, before);
    expect(
      await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id)),
    ).toHaveLength(paymentsBefore.length);

    const events = (await throttleEvents('account')).filter((e) => e.details?.debtAccountId === account.id);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ riskLevel: 'HIGH', success: false, userRole: 'debtor' });
    expect(events[0].description).toContain('5 declined payments on this account in 24 hours');

    // Refused attempts are not counted: once the oldest declines leave the window, payments go through.
    t.clock.advance(24 * HOUR_MS);
    expectApproved(await pay(t, await signIn(t.app, user.username), approve(account.id), newIp()));
  });

  it("another debtor's account is not touched by those declines, from the same address either", async () => {
    const ip = newIp();
    const victim = await debtorWithAccount(t);
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max; i++) {
      expectDeclined(await pay(t, victim.cookie, decline(victim.account.id), ip));
    }
    expect((await pay(t, victim.cookie, approve(victim.account.id), ip)).statusCode).toBe(429);
    const other = await debtorWithAccount(t);
    expectApproved(await pay(t, other.cookie, approve(other.account.id), newIp()));
    expectApproved(await pay(t, other.cookie, approve(other.account.id), ip));
  });

  it('approvals do not count: approved payments between declines leave the limit where it was', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    for (let i = 0; i < 8; i++) expectApproved(await pay(t, cookie, approve(account.id), newIp()));
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max - 1; i++) {
      expectDeclined(await pay(t, cookie, decline(account.id), newIp()));
      expectApproved(await pay(t, cookie, approve(account.id), newIp()));
    }
    expectDeclined(await pay(t, cookie, decline(account.id), newIp()));
    expect((await pay(t, cookie, approve(account.id), newIp())).statusCode).toBe(429);
    const counted = await t.deps.db
      .select()
      .from(cardDeclineClaims)
      .where(eq(cardDeclineClaims.debtAccountId, account.id));
    expect(counted).toHaveLength(CARD_DECLINE_LIMITS.account.max);
  });

  it('a retry of an invoice already answered replays that answer, limit or not', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const first = decline(account.id);
    const answer = await pay(t, cookie, first, newIp());
    for (let i = 1; i < CARD_DECLINE_LIMITS.account.max; i++) {
      expectDeclined(await pay(t, cookie, decline(account.id), newIp()));
    }
    const before = gateway.charges.length;
    const again = await pay(t, cookie, first, newIp());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer.json());
    expect(gateway.charges.length).toBe(before);
  });
});

describe('declines per client network (10 in an hour)', () => {
  it('refuses the 11th from one address, over any account, and counts IPv6 by its /64', async () => {
    const ip = '2001:db8:77:1::10';
    const debtors = await Promise.all([1, 2, 3].map(() => debtorWithAccount(t)));
    const plan = [4, 4, 2];
    for (const [i, n] of plan.entries()) {
      for (let k = 0; k < n; k++)
        expectDeclined(await pay(t, debtors[i].cookie, decline(debtors[i].account.id), ip));
    }
    const fresh = await debtorWithAccount(t);
    const before = gateway.charges.length;
    // Another address of the same /64 is the same caller.
    await expectRefused(
      await pay(t, fresh.cookie, approve(fresh.account.id), '2001:db8:77:1:ffff::1'),
      fresh.account.id,
      before,
    );
    const [event] = (await throttleEvents('network')).filter(
      (e) => e.details?.network === '2001:db8:77:1::/64',
    );
    expect(event).toMatchObject({ riskLevel: 'HIGH', ipAddress: '2001:db8:77:1:ffff::1' });

    // Another network pays; after the hour the address may try again.
    expectApproved(await pay(t, fresh.cookie, approve(fresh.account.id), '2001:db8:77:2::10'));
    t.clock.advance(HOUR_MS);
    expectApproved(await pay(t, await signIn(t.app, fresh.user.username), approve(fresh.account.id), ip));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const ip = newIp();
    const debtors = await Promise.all([1, 2].map(() => debtorWithAccount(t)));
    for (const d of debtors) {
      for (let k = 0; k < 5; k++) expectDeclined(await pay(t, d.cookie, decline(d.account.id), ip));
    }
    const fresh = await debtorWithAccount(t);
    expect((await pay(t, fresh.cookie, approve(fresh.account.id), `::ffff:${ip}`)).statusCode).toBe(429);
  });
});

describe('declines per chat session (3)', () => {
  it('refuses the 4th in the session; a new verification starts a new count within the account limit', async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '900.00' }]);
    const account = debtor.accounts[0];
    const chat = await verifiedChat(t, debtor);
    for (let i = 0; i < CARD_DECLINE_LIMITS.chatSession.max; i++) {
      expectDeclined(await pay(t, chat.cookie, decline(account.id), chat.ip));
    }
    const before = gateway.charges.length;
    await expectRefused(await pay(t, chat.cookie, approve(account.id), chat.ip), account.id, before);
    const [event] = (await throttleEvents('chatSession')).filter(
      (e) => e.details?.debtAccountId === account.id,
    );
    expect(event).toMatchObject({ riskLevel: 'HIGH', userId: null });
    expect(event.details).toMatchObject({ chatSession: true });

    // A new session of the same debtor: its own count of 3, but the account's 5 a day still hold.
    const again = await verifiedChat(t, debtor);
    expectDeclined(await pay(t, again.cookie, decline(account.id), again.ip));
    expectDeclined(await pay(t, again.cookie, decline(account.id), again.ip));
    expect((await pay(t, again.cookie, approve(account.id), again.ip)).statusCode).toBe(429);
    expect((await throttleEvents('account')).some((e) => e.details?.debtAccountId === account.id)).toBe(true);
  });

  it('leaves a chat payment that is approved alone', async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '900.00' }]);
    const chat = await verifiedChat(t, debtor);
    for (let i = 0; i < 5; i++)
      expectApproved(await pay(t, chat.cookie, approve(debtor.accounts[0].id), chat.ip));
  });
});

describe('payments taken by staff', () => {
  it('go through on an account the debtors have blocked, and from an office address, uncounted', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max; i++) {
      expectDeclined(await pay(t, cookie, decline(account.id), newIp()));
    }
    expect((await pay(t, cookie, approve(account.id), newIp())).statusCode).toBe(429);

    // "Call us": the agent on the phone takes the payment, whatever the debtors' declines.
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const staffCookie = await signIn(t.app, staff.username);
    const office = newIp();
    expectApproved(await pay(t, staffCookie, approve(account.id), office));

    // An agent's declines count toward no limit: not the account's, not the office address's.
    const other = await insertAccount(t.deps.db, t.deps.encryption);
    for (let i = 0; i < CARD_DECLINE_LIMITS.network.max + 2; i++) {
      expectDeclined(await pay(t, staffCookie, decline(other.id), office));
    }
    expectApproved(await pay(t, staffCookie, approve(other.id), office));
    const counted = await t.deps.db
      .select()
      .from(cardDeclineClaims)
      .where(eq(cardDeclineClaims.debtAccountId, other.id));
    expect(counted).toEqual([]);
    const debtorThere = await debtorWithAccount(t);
    expectApproved(await pay(t, debtorThere.cookie, approve(debtorThere.account.id), office));
  });
});
