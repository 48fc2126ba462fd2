import { addDays, isCancellable } from '@arrears/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  accountWithPlan,
  balanceOf,
  CountingSavedMethods,
  chargedFor,
  installmentsOf,
  planOf,
  runOn,
  secondInstance,
  TODAY,
} from '../../../../test/kits/arrangements/scheduler-kit';
import { payOn } from '../../../../test/kits/promises/promise-kit';
import { contactEvents, ledgerEntries, paymentPlans, payments, planInstallments } from '../../../db/schema';
import { ledgerMismatches } from '../../ledger/ledger-posting';
import { runDue } from './run-due';

// Runs on PGlite and on PostgreSQL (DATABASE_URL); on PostgreSQL the race is also run from a
// second connection pool, as two servers would run the job.

let t: TestApp;
const gateway = new CountingSavedMethods();
// Saved (saving moves no money), declined when charged; an issuer's outright decline is not saved (decision 0091).
const DECLINED_CARD = '4000300611112224';

beforeAll(async () => {
  t = await buildTestApp({ savedMethods: gateway, startMailSender: false });
});
afterAll(async () => {
  expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  await t.close();
});

async function planPayments(planId: number) {
  return t.deps.db
    .select()
    .from(payments)
    .where(like(payments.invoice, 'plan-%'))
    .then((rows) => rows.filter((p) => (p.details as { planId?: number } | null)?.planId === planId));
}

describe('charging installments exactly once', () => {
  it('two runs at once charge the due installment once; a second run that day charges nothing', async () => {
    const { account, plan } = await accountWithPlan(t);
    const salesBefore = gateway.sales.length;
    const [a, b] = await Promise.all([runOn(t, TODAY), runDue(t.deps, TODAY)]);
    const lines = [...chargedFor(a, plan.id), ...chargedFor(b, plan.id)];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: '333.33', outcome: 'paid', debtAccountId: account.id });
    expect(gateway.sales.length - salesBefore).toBe(1);
    const [first, second] = await installmentsOf(t, plan.id);
    expect(first).toMatchObject({ status: 'paid', attempts: 1, paymentId: lines[0]?.paymentId });
    expect(second?.status).toBe('scheduled');
    const rows = await planPayments(plan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'approved',
      source: 'plan',
      paymentMethod: 'card',
      invoice: `plan-${first?.id}-1`,
      amount: '333.33',
      cardBrand: 'Visa',
      cardLast4: '2224',
    });
    expect(await balanceOf(t, account.id)).toBe('666.67');

    const again = await runOn(t, TODAY);
    expect(chargedFor(again, plan.id)).toEqual([]);
    expect(gateway.sales.length - salesBefore).toBe(1);
  });

  it('two instances running the job at once charge once (own connection pools on PostgreSQL)', async () => {
    // On PGlite there is one connection in one process: the runs still interleave on it.
    const other = await secondInstance(t);
    const otherDeps = other?.deps ?? t.deps;
    try {
      const plans = [];
      for (let i = 0; i < 4; i++) plans.push((await accountWithPlan(t, { firstDate: '2026-03-03' })).plan);
      const salesBefore = gateway.sales.length;
      const runs = await Promise.all([
        runOn(t, '2026-03-03'),
        runDue(otherDeps, '2026-03-03'),
        runDue(t.deps, '2026-03-03'),
        runDue(otherDeps, '2026-03-03'),
      ]);
      for (const plan of plans) {
        expect(runs.flatMap((r) => chargedFor(r, plan.id))).toHaveLength(1);
        expect(await planPayments(plan.id)).toHaveLength(1);
      }
      expect(gateway.sales.length - salesBefore).toBe(plans.length);
    } finally {
      await other?.close();
    }
  });

  it('the next installment is charged on its date, once', async () => {
    const { account, plan } = await accountWithPlan(t);
    await runOn(t, TODAY);
    expect(chargedFor(await runOn(t, '2026-04-01'), plan.id)).toEqual([]);
    const month = await runOn(t, '2026-04-02');
    expect(chargedFor(month, plan.id)).toMatchObject([{ amount: '333.33', outcome: 'paid' }]);
    expect(chargedFor(await runOn(t, '2026-04-02'), plan.id)).toEqual([]);
    const last = await runOn(t, '2026-05-02');
    expect(chargedFor(last, plan.id)).toMatchObject([{ amount: '333.34', outcome: 'paid' }]);
    expect(await balanceOf(t, account.id)).toBe('0.00');
    expect(last.completed).toBeGreaterThanOrEqual(1);
    expect((await planOf(t, plan.id)).status).toBe('completed');
    expect((await planPayments(plan.id)).map((p) => p.amount)).toEqual(['333.33', '333.33', '333.34']);
  });

  it('a charge left unanswered by a stopped run is given back when no payment was written', async () => {
    const { plan } = await accountWithPlan(t, { firstDate: '2026-06-01' });
    const [first] = await installmentsOf(t, plan.id);
    // A run claimed it, then stopped before reserving the payment.
    await t.deps.db
      .update(planInstallments)
      .set({ status: 'processing', attempts: 1, claimedAt: new Date(Date.parse('2026-06-01T14:00:00Z')) })
      .where(eq(planInstallments.id, first?.id ?? 0));
    const result = await runOn(t, '2026-06-01');
    expect(chargedFor(result, plan.id)).toMatchObject([{ outcome: 'paid' }]);
    const rows = await planPayments(plan.id);
    expect(rows.map((p) => p.invoice)).toEqual([`plan-${first?.id}-1`]);
  });

  it('a charge whose payment was written but never answered waits for reconciliation, never charged again', async () => {
    const { plan } = await accountWithPlan(t, { firstDate: '2026-06-08' });
    const [first] = await installmentsOf(t, plan.id);
    await t.deps.db
      .update(planInstallments)
      .set({ status: 'processing', attempts: 1, claimedAt: new Date(Date.parse('2026-06-08T14:00:00Z')) })
      .where(eq(planInstallments.id, first?.id ?? 0));
    await t.deps.db.insert(payments).values({
      debtAccountId: plan.debtAccountId,
      amount: '333.33',
      paymentDate: '2026-06-08',
      paymentMethod: 'card',
      status: 'processing',
      source: 'plan',
      invoice: `plan-${first?.id}-1`,
    });
    const sales = gateway.sales.length;
    const result = await runOn(t, '2026-06-08');
    expect(chargedFor(result, plan.id)).toEqual([]);
    expect(gateway.sales.length).toBe(sales);
    const [after] = await installmentsOf(t, plan.id);
    expect(after?.status).toBe('processing');
    expect(after?.paymentId).not.toBeNull();
    expect(after?.failureReason).toMatch(/reconciliation/);
  });

  it('a charge the processor never answered waits for reconciliation and is not tried again', async () => {
    const { account, plan } = await accountWithPlan(t, { firstDate: '2026-06-15' });
    gateway.dropNext = true;
    const result = await runOn(t, '2026-06-15');
    expect(chargedFor(result, plan.id)).toMatchObject([{ outcome: 'pending_reconciliation' }]);
    const [inst] = await installmentsOf(t, plan.id);
    expect(inst?.status).toBe('processing');
    expect(inst?.failureReason).toMatch(/pending reconciliation/);
    expect((await planPayments(plan.id)).map((p) => p.status)).toEqual(['pending_reconciliation']);
    expect(await balanceOf(t, account.id)).toBe('1000.00');
    const sales = gateway.sales.length;
    expect(chargedFor(await runOn(t, '2026-06-16'), plan.id)).toEqual([]);
    expect(gateway.sales.length).toBe(sales);
  });
});

describe('declines, the retry and a broken plan', () => {
  it('decline → retry 3 days later → missed → broken after the 10-day grace', async () => {
    const { account, plan } = await accountWithPlan(t, { card: DECLINED_CARD });
    const first = await runOn(t, TODAY);
    expect(chargedFor(first, plan.id)).toMatchObject([{ outcome: 'failed' }]);
    expect(first.retriesScheduled).toBeGreaterThanOrEqual(1);
    let [inst] = await installmentsOf(t, plan.id);
    expect(inst).toMatchObject({ status: 'scheduled', attempts: 1, chargeOn: addDays(TODAY, 3) });
    expect(inst?.failureReason).toBeTruthy();

    expect(chargedFor(await runOn(t, addDays(TODAY, 2)), plan.id)).toEqual([]);
    const retry = await runOn(t, addDays(TODAY, 3));
    expect(chargedFor(retry, plan.id)).toMatchObject([{ outcome: 'failed' }]);
    [inst] = await installmentsOf(t, plan.id);
    expect(inst).toMatchObject({ status: 'missed', attempts: 2 });
    expect(await planPayments(plan.id)).toHaveLength(2);
    expect((await planPayments(plan.id)).map((p) => p.status)).toEqual(['declined', 'declined']);
    expect(await balanceOf(t, account.id)).toBe('1000.00');

    // The grace: due date + 10 days is the last day to make it up.
    await runOn(t, addDays(TODAY, 10));
    expect((await planOf(t, plan.id)).status).toBe('active');
    const broken = await runOn(t, addDays(TODAY, 11));
    expect(broken.broken).toBeGreaterThanOrEqual(1);
    const row = await planOf(t, plan.id);
    expect(row.status).toBe('broken');
    expect(row.brokenAt).not.toBeNull();
    expect((await installmentsOf(t, plan.id)).map((i) => i.status)).toEqual([
      'missed',
      'cancelled',
      'cancelled',
    ]);
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.debtAccountId, account.id), like(contactEvents.message, '%broken%')));
    expect(lines).toHaveLength(1);
    expect(chargedFor(await runOn(t, '2026-04-02'), plan.id)).toEqual([]);
  });

  it('a missed installment made up by another payment within the grace keeps the plan', async () => {
    const { account, plan } = await accountWithPlan(t, { card: DECLINED_CARD, firstDate: '2026-07-01' });
    await runOn(t, '2026-07-01');
    await runOn(t, '2026-07-04');
    expect((await installmentsOf(t, plan.id))[0]?.status).toBe('missed');
    await payOn(t, account.id, 33333, '2026-07-06');
    await runOn(t, '2026-07-20');
    expect((await planOf(t, plan.id)).status).toBe('active');
  });
});

describe('cancelled plans, recalls and what is owed', () => {
  it('after a cancel, an installment fewer than 3 business days away is still charged; the rest are not', async () => {
    const { plan } = await accountWithPlan(t, {
      frequency: 'weekly',
      installments: 4,
      firstDate: '2026-08-03',
    });
    const cancelDay = '2026-08-06'; // Thursday: the installment of Monday 10 August is 2 business days away
    await runOn(t, '2026-08-03');
    const before = await installmentsOf(t, plan.id);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(paymentPlans).set({ status: 'cancelled' }).where(eq(paymentPlans.id, plan.id));
      for (const i of before) {
        if (i.status === 'scheduled' && isCancellable(i.dueDate, cancelDay))
          await tx.update(planInstallments).set({ status: 'cancelled' }).where(eq(planInstallments.id, i.id));
      }
    });
    expect((await installmentsOf(t, plan.id)).map((i) => i.status)).toEqual([
      'paid',
      'scheduled',
      'cancelled',
      'cancelled',
    ]);
    const kept = await runOn(t, '2026-08-10');
    expect(chargedFor(kept, plan.id)).toMatchObject([{ outcome: 'paid', amount: '250.00' }]);
    expect(chargedFor(await runOn(t, '2026-08-17'), plan.id)).toEqual([]);
    expect(chargedFor(await runOn(t, '2026-08-24'), plan.id)).toEqual([]);
    expect((await planOf(t, plan.id)).status).toBe('cancelled');
  });

  it('charges only the balance when less is owed now, and nothing when nothing is', async () => {
    const { account, plan } = await accountWithPlan(t, { firstDate: '2026-09-01' });
    await payOn(t, account.id, 90000, '2026-08-20');
    const partial = await runOn(t, '2026-09-01');
    expect(chargedFor(partial, plan.id)).toMatchObject([{ outcome: 'paid', amount: '100.00' }]);
    expect(await balanceOf(t, account.id)).toBe('0.00');
    await runOn(t, '2026-10-01');
    await runOn(t, '2026-11-01');
    expect((await installmentsOf(t, plan.id)).map((i) => i.status)).toEqual([
      'paid',
      'cancelled',
      'cancelled',
    ]);
    expect((await planOf(t, plan.id)).status).toBe('completed');
  });

  it('a recalled account is charged nothing', async () => {
    const { account, plan } = await accountWithPlan(t, { firstDate: '2026-09-07' });
    await t.deps.db.execute(sql`UPDATE debt_accounts SET recalled_at = now() WHERE id = ${account.id}`);
    expect(chargedFor(await runOn(t, '2026-09-07'), plan.id)).toEqual([]);
    expect((await installmentsOf(t, plan.id))[0]?.status).toBe('cancelled');
    expect(await balanceOf(t, account.id)).toBe('1000.00');
  });

  it('the ledger has one payment entry per approved plan payment', async () => {
    const approved = await t.deps.db.select().from(payments).where(eq(payments.source, 'plan'));
    for (const p of approved.filter((row) => row.status === 'approved')) {
      const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, p.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: 'payment', source: 'plan', method: 'card' });
    }
  });
});
