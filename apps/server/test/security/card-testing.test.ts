import { PAYMENT_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, securityEvents } from '../../src/db/schema';
import { CARD_DECLINE_LIMITS } from '../../src/modules/payments/card-decline-limits';
import { buildTestApp, type TestApp } from '../build-test-app';
import { newChatDebtor, newIp, verifiedChat } from '../kits/chat/chat-test-kit';
import { CountingGateway } from '../kits/payments/counting-gateway';
import { cardBody, debtorWithAccount, pay } from '../kits/payments/payment-fixtures';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Card testing (decision 0031): someone with a list of stolen card numbers uses our payment call to
 * learn which are live. Each sweep fires 20 declined attempts at once (the processor answers after
 * 80 ms, so they overlap) and counts how many the processor saw: never more than the limit, the
 * rest 429 with a HIGH event, and nobody else's approved payment is refused.
 */
let t: TestApp;
const gateway = new CountingGateway(80);
const evidence: SweepLine[] = [];
const BURST = 20;
const DECLINE = '4000300011112220';

beforeAll(async () => {
  t = await buildTestApp({ cardGateway: gateway });
});
afterAll(async () => {
  if (evidence.length) {
    writeSweepEvidence('card-testing', 'card testing through the card payment call', evidence, [
      `Limits: ${CARD_DECLINE_LIMITS.account.max} declines per account in 24 h, ${CARD_DECLINE_LIMITS.network.max} per client network in an hour (IPv6 by /64), ${CARD_DECLINE_LIMITS.chatSession.max} per chat session; approvals do not count.`,
    ]);
  }
  await t?.close();
});

const decline = (accountId: number) => cardBody(accountId, { cardNumber: DECLINE, amount: 10 });

/** Fires the attempts at once; answers what the processor saw and the status codes. */
async function burst(attempts: Array<() => Promise<LightMyRequestResponse>>) {
  const before = gateway.charges.length;
  const answers = await Promise.all(attempts.map((attempt) => attempt()));
  const codes = answers.map((a) => a.statusCode);
  const refused = answers.filter((a) => a.statusCode === 429);
  for (const r of refused)
    expect(r.json().message).toBe(PAYMENT_MESSAGES.tooManyDeclines(t.deps.config.brand.phone));
  expect(
    codes.every((c) => c === 200 || c === 429),
    codes.join(','),
  ).toBe(true);
  return {
    reached: gateway.charges.length - before,
    declined: codes.filter((c) => c === 200).length,
    refused: refused.length,
  };
}

/** Signed-in debtors with an account each, one after the other (sign-ins are throttled, not what is measured). */
async function debtors(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await debtorWithAccount(t));
  return made;
}

async function highEvents(limit: string): Promise<number> {
  const rows = await t.deps.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.eventType, 'card_payment_throttled'));
  return rows.filter((r) => r.details?.limit === limit && r.riskLevel === 'HIGH').length;
}

describe('a parallel burst of declined card attempts', () => {
  it(`on one account (${BURST} at once, each from its own address): exactly ${CARD_DECLINE_LIMITS.account.max} reach the processor`, async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const { reached, declined, refused } = await burst(
      Array.from({ length: BURST }, () => () => pay(t, cookie, decline(account.id), newIp())),
    );
    // Attempts queue per key: exactly the limit gets through, not more, and not fewer.
    expect(reached).toBe(CARD_DECLINE_LIMITS.account.max);
    expect(declined).toBe(reached);
    expect(refused).toBe(BURST - reached);
    expect(await highEvents('account')).toBe(refused);
    const rows = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id));
    expect(rows).toHaveLength(reached);
    evidence.push({
      area: `${BURST} parallel declines on one account`,
      cases: BURST,
      result: `${reached} reached the processor (limit ${CARD_DECLINE_LIMITS.account.max}), ${refused} answered 429 with a HIGH event`,
    });
  });

  it(`from one address over ${BURST} accounts: exactly ${CARD_DECLINE_LIMITS.network.max} reach the processor`, async () => {
    const ip = newIp();
    const accounts = await debtors(BURST);
    const eventsBefore = await highEvents('network');
    const { reached, refused } = await burst(
      accounts.map((d) => () => pay(t, d.cookie, decline(d.account.id), ip)),
    );
    expect(reached).toBe(CARD_DECLINE_LIMITS.network.max);
    expect(refused).toBe(BURST - reached);
    expect((await highEvents('network')) - eventsBefore).toBe(refused);
    evidence.push({
      area: `${BURST} parallel declines from one address, one account each`,
      cases: BURST,
      result: `${reached} reached the processor (limit ${CARD_DECLINE_LIMITS.network.max}), ${refused} answered 429 with a HIGH event`,
    });
  });

  it(`from the many addresses of one IPv6 /64: exactly ${CARD_DECLINE_LIMITS.network.max} reach the processor`, async () => {
    const accounts = await debtors(BURST);
    const { reached, refused } = await burst(
      accounts.map(
        (d, i) => () => pay(t, d.cookie, decline(d.account.id), `2001:db8:c4:9:${(i + 1).toString(16)}::1`),
      ),
    );
    expect(reached).toBe(CARD_DECLINE_LIMITS.network.max);
    evidence.push({
      area: `${BURST} parallel declines from ${BURST} addresses of one IPv6 /64`,
      cases: BURST,
      result: `${reached} reached the processor (limit ${CARD_DECLINE_LIMITS.network.max}), ${refused} answered 429`,
    });
  });

  it(`in one chat session: exactly ${CARD_DECLINE_LIMITS.chatSession.max} reach the processor`, async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '900.00' }]);
    const chat = await verifiedChat(t, debtor);
    const { reached, refused } = await burst(
      Array.from({ length: BURST }, () => () => pay(t, chat.cookie, decline(debtor.accounts[0].id), chat.ip)),
    );
    expect(reached).toBe(CARD_DECLINE_LIMITS.chatSession.max);
    expect(refused).toBe(BURST - reached);
    evidence.push({
      area: `${BURST} parallel declines in one chat session`,
      cases: BURST,
      result: `${reached} reached the processor (limit ${CARD_DECLINE_LIMITS.chatSession.max}), ${refused} answered 429`,
    });
  });

  it('refuses no one else: during a burst, other debtors on other accounts and addresses are approved', async () => {
    const attacker = await debtorWithAccount(t);
    const ip = newIp();
    const others = await debtors(5);
    const attempts = [
      ...Array.from({ length: BURST }, () => () => pay(t, attacker.cookie, decline(attacker.account.id), ip)),
      ...others.map((o) => () => pay(t, o.cookie, cardBody(o.account.id, { amount: 10 }), newIp())),
    ];
    const answers = await Promise.all(attempts.map((attempt) => attempt()));
    const approvals = answers.slice(BURST);
    expect(approvals.map((a) => [a.statusCode, a.json().success])).toEqual(Array(5).fill([200, true]));
    evidence.push({
      area: 'approved payments of other debtors during a burst',
      cases: approvals.length,
      result: 'all approved, none refused',
    });
  });
});
