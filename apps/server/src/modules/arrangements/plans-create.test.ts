import { PAYMENT_MESSAGES, type PaymentPlan, PLAN_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  ACH,
  agentPlanBody,
  arrangementRows,
  at,
  CARD,
  call,
  mailsTo,
  placeWithClient,
  planBody,
  signedIn,
} from '../../../test/kits/arrangements/plan-kit';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';
import { contactAttempts, contactEvents, paymentPlans, securityEvents } from '../../db/schema';
import { ARRANGEMENT_MESSAGES } from './arrangement-messages';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.clock.nowMs = at('2026-11-02'); // a Monday
});

const post = (cookie: string, body: object) => call(t, cookie, 'POST', '/api/customer/plans', body);

describe('a debtor sets up a plan on the portal', () => {
  it('splits 1000.00 in 3 monthly payments of 333.33, 333.33 and 333.34, by card, active at once', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    const res = await post(cookie, planBody(account.id, '2026-11-10'));
    expect(res.statusCode, res.body).toBe(201);
    const plan: PaymentPlan = res.json();
    expect(plan).toMatchObject({
      debtAccountId: account.id,
      kind: 'plan',
      status: 'active',
      totalAmount: '1000.00',
      balanceAtCreation: '1000.00',
      installments: 3,
      channel: 'portal',
      method: { type: 'card', label: 'Visa ending 2224', last4: '2224' },
      message: null,
    });
    expect(plan.schedule.map((i) => [i.dueDate, i.amount, i.status])).toEqual([
      ['2026-11-10', '333.33', 'scheduled'],
      ['2026-12-10', '333.33', 'scheduled'],
      ['2027-01-10', '333.34', 'scheduled'],
    ]);
    expect(plan.nextInstallment?.seq).toBe(1);
    expect(plan.authorizationWords).toContain('I, Jane Doe, authorize');
    expect(plan.authorizationWords).toContain('Visa ending 2224');
    expect(plan.authorizationWords).toContain('$1,000.00 in all');
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(row.authorizedIp).toBe('127.0.0.1');
    expect(row.authorizedByUserId).toBeNull();
    expect(row.authorizedAt.getTime()).toBe(at('2026-11-02'));

    const listed = await call(t, cookie, 'GET', '/api/customer/plans');
    expect(listed.json().map((p: PaymentPlan) => p.id)).toEqual([plan.id]);
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.debtAccountId, account.id), eq(contactEvents.channel, 'Payment')));
    expect(line.message).toContain('Payment plan set up on the portal: 3 monthly payments, $1,000.00');

    // Regulation E: the debtor gets a copy of the words and the schedule.
    const [attempt] = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(eq(contactAttempts.debtAccountId, account.id));
    expect(attempt).toMatchObject({ channel: 'email', allowed: true, target: 'jane.doe@example.com' });
    const [mail] = await mailsTo(t, 'jane.doe@example.com');
    expect(mail.subject).toContain('your payment plan authorization');
    expect(mail.text).toContain(plan.authorizationWords);
    expect(mail.text).toContain('3. 2027-01-10  $333.34');
  });

  it('sets up a plan without a mail when the account has no e-mail address', async () => {
    const { account, cookie } = await debtorWithAccount(t, { emailAddress: null });
    const res = await post(cookie, planBody(account.id, '2026-11-10'));
    expect(res.statusCode, res.body).toBe(201);
    const attempts = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(eq(contactAttempts.debtAccountId, account.id));
    expect(attempts).toEqual([]);
  });

  it('dates weekly and every-two-weeks plans 7 and 14 days apart, and pays by bank account', async () => {
    const weekly = await debtorWithAccount(t, { unpaidBalance: '400.00' });
    const w = await post(
      weekly.cookie,
      planBody(weekly.account.id, '2026-11-03', { installments: 4, frequency: 'weekly' }),
    );
    expect(w.statusCode, w.body).toBe(201);
    expect(w.json().schedule.map((i: { dueDate: string }) => i.dueDate)).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-17',
      '2026-11-24',
    ]);
    const biweekly = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const b = await post(
      biweekly.cookie,
      planBody(biweekly.account.id, '2026-11-03', {
        installments: 3,
        frequency: 'biweekly',
        method: { ...ACH, accountNumber: '1234567890' },
      }),
    );
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().schedule.map((i: { dueDate: string; amount: string }) => [i.dueDate, i.amount])).toEqual([
      ['2026-11-03', '33.33'],
      ['2026-11-17', '33.33'],
      ['2026-12-01', '33.34'],
    ]);
    expect(b.json().status).toBe('active');
    expect(b.json().method).toEqual({ type: 'ach', label: 'Checking ending 7890', last4: '7890' });
  });
});

describe("the client's authority", () => {
  it('offers installments per frequency from the plan authority in months', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1234.57' });
    await placeWithClient(t, account.id, { planAuthorityMonths: 6, settlementAuthorityPercent: '60' });
    const res = await call(t, cookie, 'GET', `/api/customer/plan-options?debtAccountId=${account.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      debtAccountId: account.id,
      balance: '1234.57',
      maxInstallments: { weekly: 26, biweekly: 13, monthly: 6 },
      minInstallment: '25.00',
      earliestFirstDate: '2026-11-02',
      latestFirstDate: '2026-12-02',
      // ceil(1234.57 × 60%) = ceil(740.742)
      settlementOffer: { amount: '740.75', percent: '60', maxPayments: 3, validUntil: '2026-12-02' },
      activePlanId: null,
    });
    const none = await debtorWithAccount(t, { unpaidBalance: '50.00' });
    await placeWithClient(t, none.account.id, {});
    const open = await call(
      t,
      none.cookie,
      'GET',
      `/api/customer/plan-options?debtAccountId=${none.account.id}`,
    );
    expect(open.json()).toMatchObject({
      maxInstallments: { weekly: 36, biweekly: 36, monthly: 36 },
      settlementOffer: null,
    });
  });

  it('makes 6 monthly payments active and 7 wait for approval under 6 months of authority', async () => {
    const six = await debtorWithAccount(t, { unpaidBalance: '600.00' });
    await placeWithClient(t, six.account.id, { planAuthorityMonths: 6 });
    const ok = await post(six.cookie, planBody(six.account.id, '2026-11-15', { installments: 6 }));
    expect(ok.json()).toMatchObject({ status: 'active', approvalReason: null, message: null });

    const seven = await debtorWithAccount(t, { unpaidBalance: '700.00' });
    await placeWithClient(t, seven.account.id, { planAuthorityMonths: 6 });
    const long = await post(seven.cookie, planBody(seven.account.id, '2026-11-15', { installments: 7 }));
    expect(long.statusCode, long.body).toBe(201);
    expect(long.json()).toMatchObject({
      status: 'pending_approval',
      approvalReason: "7 monthly installments: the client's plan authority allows 6",
      message: PLAN_MESSAGES.pendingApproval,
    });
    const options = await call(
      t,
      seven.cookie,
      'GET',
      `/api/customer/plan-options?debtAccountId=${seven.account.id}`,
    );
    expect(options.json().activePlanId).toBe(long.json().id);
  });

  it('sends installments below the 25.00 minimum for approval, unless the whole balance is below it', async () => {
    const small = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const res = await post(small.cookie, planBody(small.account.id, '2026-11-15', { installments: 6 }));
    expect(res.json()).toMatchObject({
      status: 'pending_approval',
      approvalReason: 'Installments of $16.66 are below the $25.00 minimum',
    });
    const tiny = await debtorWithAccount(t, { unpaidBalance: '20.00' });
    const ok = await post(tiny.cookie, planBody(tiny.account.id, '2026-11-15', { installments: 2 }));
    expect(ok.json()).toMatchObject({ status: 'active', totalAmount: '20.00' });
  });
});

describe('settlements', () => {
  it("takes the client's offer in up to 3 payments, all by the offer's end", async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    await placeWithClient(t, account.id, { settlementAuthorityPercent: '60' });
    const base = planBody(account.id, '2026-11-09', { kind: 'settlement', frequency: 'weekly' });
    const four = await post(cookie, { ...base, installments: 4 });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(PLAN_MESSAGES.settlementPayments);
    const monthly = await post(cookie, { ...base, frequency: 'monthly' });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json().message).toBe(ARRANGEMENT_MESSAGES.settlementAfterOffer('2026-12-02'));
    const res = await post(cookie, base);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'settlement',
      status: 'active',
      totalAmount: '600.00',
      balanceAtCreation: '1000.00',
      validUntil: '2026-12-02',
    });
    expect(res.json().schedule.map((i: { amount: string }) => i.amount)).toEqual([
      '200.00',
      '200.00',
      '200.00',
    ]);
    expect(res.json().authorizationWords).toContain('the rest of the balance is forgiven');
  });

  it('refuses a settlement where the client allows none', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    await placeWithClient(t, account.id, {});
    const res = await post(
      cookie,
      planBody(account.id, '2026-11-09', { kind: 'settlement', installments: 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLAN_MESSAGES.noSettlementOffer);
  });

  it('lets an agent propose less than the offer, for approval, and records who read the words', async () => {
    const { account } = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    await placeWithClient(t, account.id, { settlementAuthorityPercent: '60' });
    const staff = await signedIn(t, 'staff');
    const res = await call(
      t,
      staff.cookie,
      'POST',
      `/api/debtors/${account.id}/plans`,
      agentPlanBody(account.id, '2026-11-09', {
        kind: 'settlement',
        installments: 1,
        settlementAmount: '500.00',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'settlement',
      status: 'pending_approval',
      totalAmount: '500.00',
      channel: 'agent',
      approvalReason:
        "Settlement of $500.00 is below the client's settlement authority of $600.00 (60% of $1,000.00)",
    });
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, res.json().id));
    expect(row).toMatchObject({
      authorizedByUserId: staff.user.id,
      authorizedIp: null,
      createdByUserId: staff.user.id,
    });

    const other = await debtorWithAccount(t, { unpaidBalance: '1000.00' });
    await placeWithClient(t, other.account.id, { settlementAuthorityPercent: '60' });
    const within = await call(
      t,
      staff.cookie,
      'POST',
      `/api/debtors/${other.account.id}/plans`,
      agentPlanBody(other.account.id, '2026-11-09', {
        kind: 'settlement',
        installments: 2,
        frequency: 'biweekly',
        settlementAmount: 650,
      }),
    );
    expect(within.json()).toMatchObject({ status: 'active', totalAmount: '650.00' });
  });
});

describe('refusals', () => {
  it('answers 400 and writes nothing for each bad request', async () => {
    const email = 'refused.plans@example.com';
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '1000.00', emailAddress: email });
    const zero = await debtorWithAccount(t, { unpaidBalance: '0.00', emailAddress: email });
    const staff = await signedIn(t, 'staff');
    const cases: [string, string, object, string][] = [
      ['past first date', cookie, planBody(account.id, '2026-11-01'), PLAN_MESSAGES.firstDatePast],
      ['first date too far', cookie, planBody(account.id, '2026-12-03'), PLAN_MESSAGES.firstDateTooFar],
      [
        'no installments',
        cookie,
        planBody(account.id, '2026-11-10', { installments: 0 }),
        PLAN_MESSAGES.installments,
      ],
      [
        'bad routing number',
        cookie,
        planBody(account.id, '2026-11-10', { method: { ...ACH, routingNumber: '021000022' } }),
        PLAN_MESSAGES.routingNumber,
      ],
      [
        'expired card',
        cookie,
        planBody(account.id, '2026-11-10', { method: { ...CARD, expYear: 2026, expMonth: 10 } }),
        PAYMENT_MESSAGES.expired,
      ],
      [
        'not authorized',
        cookie,
        planBody(account.id, '2026-11-10', { authorization: false }),
        PLAN_MESSAGES.authorization,
      ],
      ['nothing owed', zero.cookie, planBody(zero.account.id, '2026-11-10'), PLAN_MESSAGES.nothingOwed],
    ];
    for (const [label, who, body, message] of cases) {
      const res = await post(who, body);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toBe(message);
    }
    const onPlan = await call(
      t,
      staff.cookie,
      'POST',
      `/api/debtors/${account.id}/plans`,
      agentPlanBody(account.id, '2026-11-10', { settlementAmount: 500 }),
    );
    expect(onPlan.statusCode).toBe(400);
    expect(onPlan.json().message).toBe(ARRANGEMENT_MESSAGES.settlementAmountOnPlan);
    const elsewhere = await call(
      t,
      staff.cookie,
      'POST',
      `/api/debtors/${account.id}/plans`,
      agentPlanBody(zero.account.id, '2026-11-10'),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PLAN_MESSAGES.account);
    // The processor refuses the card: nothing is saved either.
    const gateway = t.deps.savedMethods;
    t.deps.savedMethods = Object.assign(Object.create(gateway), {
      saveCard: async () => ({ ok: false, errorMessage: 'Invalid card', errorCode: '10' }),
    });
    try {
      const refused = await post(cookie, planBody(account.id, '2026-11-10'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PLAN_MESSAGES.methodNotSaved);
    } finally {
      t.deps.savedMethods = gateway;
    }
    for (const id of [account.id, zero.account.id])
      expect(await arrangementRows(t, id)).toEqual({ plans: 0, installments: 0, methods: 0 });
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it("refuses another debtor's account with 403, and records it", async () => {
    const a = await debtorWithAccount(t);
    const b = await debtorWithAccount(t);
    for (const res of [
      await post(a.cookie, planBody(b.account.id, '2026-11-10')),
      await call(t, a.cookie, 'GET', `/api/customer/plan-options?debtAccountId=${b.account.id}`),
      await call(t, a.cookie, 'GET', '/api/customer/plan-options?debtAccountId=99999999'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PLAN_MESSAGES.notYourAccount);
    }
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'plan_denied'), eq(securityEvents.userId, a.user.id)));
    expect(events).toHaveLength(3);
    expect(await arrangementRows(t, b.account.id)).toEqual({ plans: 0, installments: 0, methods: 0 });
  });

  it('lets a collector set up a plan on an assigned account only', async () => {
    const collector = await signedIn(t, 'collector');
    const mine = await debtorWithAccount(t, { assignedUserId: collector.user.id });
    const other = await debtorWithAccount(t);
    const refused = await call(
      t,
      collector.cookie,
      'POST',
      `/api/debtors/${other.account.id}/plans`,
      agentPlanBody(other.account.id, '2026-11-10'),
    );
    expect(refused.statusCode).toBe(403);
    expect(await arrangementRows(t, other.account.id)).toEqual({ plans: 0, installments: 0, methods: 0 });
    const options = await call(t, collector.cookie, 'GET', `/api/debtors/${mine.account.id}/plan-options`);
    expect(options.json()).toMatchObject({ balance: '1000.00', activePlanId: null });
    const made = await call(
      t,
      collector.cookie,
      'POST',
      `/api/debtors/${mine.account.id}/plans`,
      agentPlanBody(mine.account.id, '2026-11-10'),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().channel).toBe('agent');
  });

  it('keeps one live arrangement per account, also when two requests race', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    expect((await post(cookie, planBody(account.id, '2026-11-10'))).statusCode).toBe(201);
    const again = await post(cookie, planBody(account.id, '2026-11-12'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.alreadyHasPlan);

    const racing = await debtorWithAccount(t);
    const both = await Promise.all([
      post(racing.cookie, planBody(racing.account.id, '2026-11-10')),
      post(racing.cookie, planBody(racing.account.id, '2026-11-11')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await arrangementRows(t, racing.account.id)).plans).toBe(1);
  });

  it('sets up nothing on a recalled account', async () => {
    const { account, cookie } = await debtorWithAccount(t, { recalledAt: new Date(at('2026-10-01')) });
    const res = await post(cookie, planBody(account.id, '2026-11-10'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PLAN_MESSAGES.recalled);
  });
});
