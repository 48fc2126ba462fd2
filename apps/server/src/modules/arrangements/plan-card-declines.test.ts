import { PAYMENT_MESSAGES, PLAN_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/factories';
import {
  agentPlanBody,
  arrangementRows,
  at,
  CARD,
  planBody,
  signedIn,
} from '../../../test/kits/arrangements/plan-kit';
import { newIp } from '../../../test/kits/chat/chat-test-kit';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { cardDeclineClaims, securityEvents } from '../../db/schema';
import type { SavedMethodGateway } from '../../providers/card-gateway/saved-method-gateway';
import { CARD_DECLINE_LIMITS } from '../payments/card-decline-limits';

/**
 * A card saved for a plan is asked of the processor as a payment's card is: it counts against the
 * same decline limits (decisions 0031 and 0091), with the sandbox's declining test card.
 */
let t: TestApp;
let saves = 0;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
  // Count what reaches the processor's save, through the sandbox itself.
  const sandbox: SavedMethodGateway = t.deps.savedMethods;
  t.deps.savedMethods = Object.assign(Object.create(sandbox), {
    saveCard: (card: Parameters<SavedMethodGateway['saveCard']>[0]) => {
      saves += 1;
      return sandbox.saveCard(card);
    },
  });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.nowMs = at('2026-11-02');
});

const DECLINE = '4000300011112220';
const declining = { ...CARD, cardNumber: DECLINE };
const TOO_MANY = () => PAYMENT_MESSAGES.tooManyDeclines(t.deps.config.brand.phone);

const createPlan = (cookie: string, body: object, ip = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/plans',
    headers: { cookie },
    payload: body,
    remoteAddress: ip,
  });

function expectNotSaved(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ message: PLAN_MESSAGES.methodNotSaved });
}

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: TOO_MANY() });
}

const claimsOf = async (accountId: number) =>
  (await t.deps.db.select().from(cardDeclineClaims).where(eq(cardDeclineClaims.debtAccountId, accountId)))
    .length;

describe('plan card saves and the decline limits', () => {
  it('the 6th save after 5 declined saves is refused with the payments 429, before the processor, an approvable card too', async () => {
    const { user, account, cookie } = await debtorWithAccount(t);
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max; i++)
      expectNotSaved(await createPlan(cookie, planBody(account.id, '2026-11-10', { method: declining })));
    expect(await claimsOf(account.id)).toBe(CARD_DECLINE_LIMITS.account.max);

    const before = saves;
    expectRefused(await createPlan(cookie, planBody(account.id, '2026-11-10')));
    expectRefused(await createPlan(cookie, planBody(account.id, '2026-11-10', { method: declining })));
    expect(saves).toBe(before);
    expect(await arrangementRows(t, account.id)).toEqual({ plans: 0, installments: 0, methods: 0 });
    // ... and a card payment on the account is refused the same way.
    expectRefused(await pay(t, cookie, cardBody(account.id, { amount: 10 }), newIp()));

    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'card_payment_throttled'));
    const mine = events.filter((e) => e.details?.debtAccountId === account.id);
    expect(mine.length).toBe(3);
    expect(mine[0]).toMatchObject({ riskLevel: 'HIGH', success: false, userRole: 'debtor' });

    // A day later the account's window has passed (a new sign-in: the session has ended too).
    t.clock.nowMs = at('2026-11-03') + 60_000;
    const res = await createPlan(await signIn(t.app, user.username), planBody(account.id, '2026-11-10'));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('declines of card payments and of card saves add up', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    for (let i = 0; i < 3; i++) {
      const res = await pay(t, cookie, cardBody(account.id, { cardNumber: DECLINE, amount: 10 }), newIp());
      expect(res.json()).toMatchObject({ success: false, status: 'declined' });
    }
    for (let i = 0; i < 2; i++)
      expectNotSaved(await createPlan(cookie, planBody(account.id, '2026-11-10', { method: declining })));
    expect(await claimsOf(account.id)).toBe(5);
    expectRefused(await createPlan(cookie, planBody(account.id, '2026-11-10')));
    expectRefused(await pay(t, cookie, cardBody(account.id, { amount: 10 }), newIp()));
  });

  it('a saved card does not count; the change of a plan’s card counts like its first save', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max - 1; i++)
      expectNotSaved(await createPlan(cookie, planBody(account.id, '2026-11-10', { method: declining })));
    const created = await createPlan(cookie, planBody(account.id, '2026-11-10'));
    expect(created.statusCode, created.body).toBe(201);
    expect(await claimsOf(account.id)).toBe(CARD_DECLINE_LIMITS.account.max - 1);

    const change = (method: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/customer/plans/${created.json().id}/method`,
        headers: { cookie },
        payload: { method, authorization: true },
        remoteAddress: newIp(),
      });
    expectNotSaved(await change(declining));
    const before = saves;
    expectRefused(await change(CARD));
    expect(saves).toBe(before);
  });

  it('one network saving cards on many accounts is stopped at the network limit', async () => {
    const ip = newIp();
    for (let i = 0; i < CARD_DECLINE_LIMITS.network.max; i++) {
      const { account, cookie } = await debtorWithAccount(t);
      expectNotSaved(await createPlan(cookie, planBody(account.id, '2026-11-10', { method: declining }), ip));
    }
    const { account, cookie } = await debtorWithAccount(t);
    expectRefused(await createPlan(cookie, planBody(account.id, '2026-11-10'), ip));
  });

  it('a parallel burst of declining saves gets only the remaining slots to the processor', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const before = saves;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        createPlan(cookie, planBody(account.id, '2026-11-10', { method: declining })),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(CARD_DECLINE_LIMITS.account.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(12 - CARD_DECLINE_LIMITS.account.max);
    expect(saves - before).toBe(CARD_DECLINE_LIMITS.account.max);
  });

  it('staff saving a card for a consumer are not limited, as staff card payments are not', async () => {
    const staff = await signedIn(t, 'staff');
    const { account } = await debtorWithAccount(t);
    for (let i = 0; i < CARD_DECLINE_LIMITS.account.max + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/debtors/${account.id}/plans`,
        headers: { cookie: staff.cookie },
        payload: agentPlanBody(account.id, '2026-11-10', { method: declining }),
      });
      expectNotSaved(res);
    }
    expect(await claimsOf(account.id)).toBe(0);
  });
});
