import { addDays } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  accountWithPlan,
  balanceOf,
  chargedFor,
  installmentsOf,
  planOf,
  runOn,
  TODAY,
} from '../../../../test/kits/arrangements/scheduler-kit';
import { debtAccounts, ledgerEntries, payments } from '../../../db/schema';
import { ledgerMismatches } from '../../ledger/ledger-posting';

let t: TestApp;
const NSF_ACCOUNT = '2222222222';
const GOOD_ACCOUNT = '1234567890';

beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
});
afterAll(async () => {
  expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  await t.close();
});

async function entriesOf(accountId: number) {
  return t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.debtAccountId, accountId));
}

describe('ACH installments', () => {
  it('an NSF debit is returned the next day: the payment is reversed in the ledger and the balance is back', async () => {
    const { account, plan } = await accountWithPlan(t, { bankAccount: NSF_ACCOUNT });
    const charged = await runOn(t, TODAY);
    const [line] = chargedFor(charged, plan.id);
    expect(line).toMatchObject({ outcome: 'paid', amount: '333.33' });
    expect(await balanceOf(t, account.id)).toBe('666.67');
    const [payment] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, line?.paymentId ?? 0));
    expect(payment).toMatchObject({ paymentMethod: 'ach', source: 'plan', status: 'approved' });

    // The same day the bank has not answered yet.
    expect((await runOn(t, TODAY)).returned).toBe(0);
    const nextDay = await runOn(t, addDays(TODAY, 1));
    expect(nextDay.returned).toBe(1);
    expect(await balanceOf(t, account.id)).toBe('1000.00');
    const [inst] = await installmentsOf(t, plan.id);
    expect(inst).toMatchObject({ status: 'returned', failureReason: 'ACH return R01: Insufficient funds' });
    const [after] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, line?.paymentId ?? 0));
    expect(after?.status).toBe('reversed');
    const reversal = (await entriesOf(account.id)).find((e) => e.kind === 'reversal');
    expect(reversal).toMatchObject({
      amount: '333.33',
      reason: 'nsf',
      description: 'ACH return R01: Insufficient funds',
      source: 'system',
      method: 'ach',
    });

    // Asked again, nothing more happens.
    expect((await runOn(t, addDays(TODAY, 2))).returned).toBe(0);
    expect((await entriesOf(account.id)).filter((e) => e.kind === 'reversal')).toHaveLength(1);

    // A returned installment counts as missed: the plan breaks once the grace is over.
    await runOn(t, addDays(TODAY, 10));
    expect((await planOf(t, plan.id)).status).toBe('active');
    expect((await runOn(t, addDays(TODAY, 11))).broken).toBeGreaterThanOrEqual(1);
    expect((await planOf(t, plan.id)).status).toBe('broken');
  });

  it('a debit that settles is remembered and not asked about again', async () => {
    const { plan } = await accountWithPlan(t, { bankAccount: GOOD_ACCOUNT, firstDate: '2026-03-09' });
    const [line] = chargedFor(await runOn(t, '2026-03-09'), plan.id);
    await runOn(t, '2026-03-10');
    const [payment] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, line?.paymentId ?? 0));
    expect(payment?.status).toBe('approved');
    expect(payment?.details).toMatchObject({ achSettledOn: '2026-03-10' });
    expect((await installmentsOf(t, plan.id))[0]?.status).toBe('paid');
  });
});

describe('settlements', () => {
  it('paid in full: the rest is written off, the balance is 0 and the account is settled in full', async () => {
    const { account, plan } = await accountWithPlan(t, {
      kind: 'settlement',
      totalCents: 60000,
      installments: 2,
      firstDate: '2026-03-16',
    });
    expect(chargedFor(await runOn(t, '2026-03-16'), plan.id)).toMatchObject([{ amount: '300.00' }]);
    expect((await planOf(t, plan.id)).status).toBe('active');
    const last = await runOn(t, '2026-04-16');
    expect(chargedFor(last, plan.id)).toMatchObject([{ amount: '300.00', outcome: 'paid' }]);
    expect(last.completed).toBeGreaterThanOrEqual(1);
    expect((await planOf(t, plan.id)).status).toBe('completed');
    expect(await balanceOf(t, account.id)).toBe('0.00');
    const writeOffs = (await entriesOf(account.id)).filter((e) => e.kind === 'settlement_writeoff');
    expect(writeOffs).toMatchObject([{ amount: '-400.00', source: 'system' }]);
    const [row] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id));
    expect(row).toMatchObject({ status: 'settled_in_full', accountStatus: 'Settled in full' });

    // Nothing runs twice.
    await runOn(t, '2026-04-17');
    expect((await entriesOf(account.id)).filter((e) => e.kind === 'settlement_writeoff')).toHaveLength(1);
  });

  it('a settlement paid by ACH is completed only once its debit has settled', async () => {
    const { account, plan } = await accountWithPlan(t, {
      kind: 'settlement',
      totalCents: 50000,
      installments: 1,
      bankAccount: GOOD_ACCOUNT,
      firstDate: '2026-03-23',
    });
    const paid = await runOn(t, '2026-03-23');
    expect(chargedFor(paid, plan.id)).toMatchObject([{ outcome: 'paid' }]);
    expect((await planOf(t, plan.id)).status).toBe('active');
    expect(await balanceOf(t, account.id)).toBe('500.00');
    await runOn(t, '2026-03-24');
    expect((await planOf(t, plan.id)).status).toBe('completed');
    expect(await balanceOf(t, account.id)).toBe('0.00');
  });

  it('a settlement whose ACH debit is returned is not settled and writes nothing off', async () => {
    const { account, plan } = await accountWithPlan(t, {
      kind: 'settlement',
      totalCents: 50000,
      installments: 1,
      bankAccount: NSF_ACCOUNT,
      firstDate: '2026-03-30',
    });
    await runOn(t, '2026-03-30');
    await runOn(t, '2026-03-31');
    expect((await planOf(t, plan.id)).status).toBe('active');
    expect(await balanceOf(t, account.id)).toBe('1000.00');
    const writeOffs = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.debtAccountId, account.id), eq(ledgerEntries.kind, 'settlement_writeoff')));
    expect(writeOffs).toEqual([]);
  });
});
