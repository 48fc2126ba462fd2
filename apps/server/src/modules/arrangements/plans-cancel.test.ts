import { type PaymentPlan, PLAN_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ACH, at, call, mailsTo, planBody, signedIn } from '../../../test/kits/arrangements/plan-kit';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';
import { contactEvents, paymentPlans, planInstallments } from '../../db/schema';
import { ARRANGEMENT_MESSAGES } from './arrangement-messages';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
});
afterAll(async () => t.close());
beforeEach(() => {
  // The day before Thanksgiving (Thursday 26 November 2026, a federal holiday).
  t.clock.nowMs = at('2026-11-25');
});

/** A debtor with a weekly card plan of 3 payments from `firstDate`. */
async function debtorWithPlan(firstDate: string, overrides: Record<string, unknown> = {}) {
  const debtor = await debtorWithAccount(t, { unpaidBalance: '300.00' });
  const res = await call(
    t,
    debtor.cookie,
    'POST',
    '/api/customer/plans',
    planBody(debtor.account.id, firstDate, { frequency: 'weekly', ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...debtor, plan: res.json() as PaymentPlan };
}

const statuses = (plan: PaymentPlan) => plan.schedule.map((i) => `${i.dueDate} ${i.status}`);

describe('cancelling under the refund policy', () => {
  it('still charges a payment fewer than 3 business days away (Thanksgiving does not count)', async () => {
    const { cookie, plan } = await debtorWithPlan('2026-11-30');
    const res = await call(t, cookie, 'DELETE', `/api/customer/plans/${plan.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled: PaymentPlan = res.json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.message).toBe(PLAN_MESSAGES.cancelledKeeps(1));
    expect(statuses(cancelled)).toEqual([
      '2026-11-30 scheduled',
      '2026-12-07 cancelled',
      '2026-12-14 cancelled',
    ]);
    expect(cancelled.nextInstallment?.dueDate).toBe('2026-11-30');
    expect(cancelled.cancelledAt).toBe(new Date(at('2026-11-25')).toISOString());
    const again = await call(t, cookie, 'DELETE', `/api/customer/plans/${plan.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PLAN_MESSAGES.notCancellable);
  });

  it('stops every payment at least 3 business days away', async () => {
    const { cookie, plan } = await debtorWithPlan('2026-12-01');
    const res = await call(t, cookie, 'DELETE', `/api/customer/plans/${plan.id}`);
    expect(res.json().message).toBe(PLAN_MESSAGES.cancelledKeeps(0));
    expect(statuses(res.json())).toEqual([
      '2026-12-01 cancelled',
      '2026-12-08 cancelled',
      '2026-12-15 cancelled',
    ]);
    expect(res.json().nextInstallment).toBeNull();
  });

  it('stops a plan waiting for approval outright, however near its first payment', async () => {
    const { cookie, plan } = await debtorWithPlan('2026-11-27', { installments: 20 });
    expect(plan.status).toBe('pending_approval'); // 15.00 each, below the minimum
    const res = await call(t, cookie, 'DELETE', `/api/customer/plans/${plan.id}`);
    expect(res.json().message).toBe(PLAN_MESSAGES.cancelledKeeps(0));
    expect(res.json().schedule.every((i: { status: string }) => i.status === 'cancelled')).toBe(true);
  });

  it("lets an agent cancel on the workspace, and only the account's own plan", async () => {
    const { account, plan } = await debtorWithPlan('2026-12-01');
    const other = await debtorWithAccount(t);
    const staff = await signedIn(t, 'staff');
    const wrong = await call(
      t,
      staff.cookie,
      'POST',
      `/api/debtors/${other.account.id}/plans/${plan.id}/cancel`,
    );
    expect(wrong.statusCode).toBe(404);
    const res = await call(t, staff.cookie, 'POST', `/api/debtors/${account.id}/plans/${plan.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledByUserId: staff.user.id });
    const listed = await call(t, staff.cookie, 'GET', `/api/debtors/${account.id}/plans`);
    expect(listed.json().map((p: PaymentPlan) => [p.id, p.status])).toEqual([[plan.id, 'cancelled']]);
  });

  it("does not let a debtor cancel another's plan", async () => {
    const { plan } = await debtorWithPlan('2026-12-01');
    const intruder = await debtorWithAccount(t);
    const res = await call(t, intruder.cookie, 'DELETE', `/api/customer/plans/${plan.id}`);
    expect(res.statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(row.status).toBe('active');
  });
});

describe('changing the payment method', () => {
  it('charges the payments still to come to the new bank account, with new words and a copy', async () => {
    const { cookie, plan, account } = await debtorWithPlan('2026-12-01');
    await t.deps.db
      .update(planInstallments)
      .set({ status: 'paid' })
      .where(eq(planInstallments.id, plan.schedule[0].id));
    const res = await call(t, cookie, 'PUT', `/api/customer/plans/${plan.id}/method`, {
      method: ACH,
      authorization: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: PaymentPlan = res.json();
    expect(changed.method).toEqual({ type: 'ach', label: 'Checking ending 2222', last4: '2222' });
    expect(changed.authorizationWords).toContain(
      'Checking ending 2222 for 2 payments every week from 2026-12-08',
    );
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(row.paymentMethodId).not.toBe(null);
    const mails = await mailsTo(t, 'jane.doe@example.com');
    expect(mails.some((m) => m.text.includes(changed.authorizationWords))).toBe(true);
    expect(account.id).toBe(changed.debtAccountId);
  });

  it('refuses a change on a cancelled plan', async () => {
    const { cookie, plan } = await debtorWithPlan('2026-12-01');
    await call(t, cookie, 'DELETE', `/api/customer/plans/${plan.id}`);
    const res = await call(t, cookie, 'PUT', `/api/customer/plans/${plan.id}/method`, {
      method: ACH,
      authorization: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ARRANGEMENT_MESSAGES.nothingLeftToChange);
  });
});

describe('staff approval', () => {
  it('approves a plan outside authority, or declines it and frees the account for another', async () => {
    const admin = await signedIn(t, 'staff');
    const first = await debtorWithPlan('2026-12-01', { installments: 20 });
    const approved = await call(t, admin.cookie, 'POST', `/api/admin/plans/${first.plan.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', message: ARRANGEMENT_MESSAGES.approved });
    const twice = await call(t, admin.cookie, 'POST', `/api/admin/plans/${first.plan.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ARRANGEMENT_MESSAGES.notPendingApproval);

    const second = await debtorWithPlan('2026-12-01', { installments: 20 });
    const declined = await call(t, admin.cookie, 'POST', `/api/admin/plans/${second.plan.id}/decline`);
    expect(declined.json().status).toBe('declined');
    expect(declined.json().schedule.every((i: { status: string }) => i.status === 'cancelled')).toBe(true);
    const [row] = await t.deps.db.select().from(paymentPlans).where(eq(paymentPlans.id, second.plan.id));
    expect(row.decidedByUserId).toBe(admin.user.id);
    const lines = await t.deps.db
      .select({ message: contactEvents.message })
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, second.account.id));
    expect(lines.map((l) => l.message)).toContainEqual(
      expect.stringMatching(/^Payment plan declined \(Installments of \$15\.00 are below/),
    );
    const retry = await call(
      t,
      second.cookie,
      'POST',
      '/api/customer/plans',
      planBody(second.account.id, '2026-12-01', { frequency: 'weekly' }),
    );
    expect(retry.statusCode, retry.body).toBe(201);
  });
});

describe('the back office lists', () => {
  it('pages arrangements by kind and status, and queues installments due and failed', async () => {
    const staff = await signedIn(t, 'staff');
    const waiting = await debtorWithPlan('2026-11-30', { installments: 20 });
    const active = await debtorWithPlan('2026-11-30');
    const page = await call(
      t,
      staff.cookie,
      'GET',
      '/api/admin/arrangements?kind=plan&status=pending_approval&pageSize=200',
    );
    expect(page.statusCode, page.body).toBe(200);
    const ids = page.json().plans.map((p: PaymentPlan) => p.id);
    expect(ids).toContain(waiting.plan.id);
    expect(ids).not.toContain(active.plan.id);
    expect(page.json().total).toBe(ids.length);

    t.clock.nowMs = at('2026-11-30');
    const later = await signedIn(t, 'staff'); // the first session ended with its 12 hours
    const due = await call(
      t,
      later.cookie,
      'GET',
      '/api/admin/arrangements/installments?status=due&pageSize=200',
    );
    const dueIds = due.json().installments.map((i: { id: number }) => i.id);
    expect(dueIds).toContain(active.plan.schedule[0].id);
    expect(dueIds).not.toContain(active.plan.schedule[1].id); // 7 December: not yet
    expect(dueIds).not.toContain(waiting.plan.schedule[0].id); // waits for approval: never charged
    expect(
      due.json().installments.find((i: { id: number }) => i.id === active.plan.schedule[0].id),
    ).toMatchObject({
      planId: active.plan.id,
      kind: 'plan',
      debtAccountId: active.account.id,
      debtorName: 'Jane Doe',
      amount: '100.00',
    });

    await t.deps.db
      .update(planInstallments)
      .set({ status: 'failed', failureReason: 'Insufficient funds' })
      .where(eq(planInstallments.id, active.plan.schedule[0].id));
    const failed = await call(t, later.cookie, 'GET', '/api/admin/arrangements/installments?status=failed');
    expect(failed.json().installments.map((i: { id: number }) => i.id)).toEqual([active.plan.schedule[0].id]);
    expect(failed.json().installments[0].failureReason).toBe('Insufficient funds');
  });
});
