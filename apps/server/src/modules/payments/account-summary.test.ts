import { parseCents } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { payments } from '../../db/schema';
import { accountSummaryOf, originalCreditorOf, paymentProgressOf } from './account-summary';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const summaryOf = (cookie?: string) =>
  t.app.inject({ url: '/api/customer/account-summary', headers: cookie ? { cookie } : {} });
const cents = (value: string) => parseCents(value) as number;

/** A payment that never settled: it must not count as paid. */
async function storedPayment(debtAccountId: number, amount: string, status: string) {
  await t.deps.db.insert(payments).values({
    debtAccountId,
    amount,
    status,
    paymentDate: '2026-01-05',
    paymentMethod: 'credit_card',
    source: 'portal',
  });
}

describe('GET /api/customer/account-summary', () => {
  it('answers each own account and totals that add up to the cent, counting completed payments only', async () => {
    const me = await debtorWithAccount(t, {
      accountNumber: 'ACC_7',
      principalOriginal: '3200.00',
      unpaidBalance: '2450.75',
      schoolName: 'CFC AUTO CREDIT',
    });
    const second = await insertAccount(t.deps.db, t.deps.encryption, {
      userId: me.user.id,
      principalOriginal: '780.00',
      unpaidBalance: '612.40',
      schoolName: null,
      schoolGroup: 'Metro Group',
    });
    const stranger = await debtorWithAccount(t, { unpaidBalance: '999.00', principalOriginal: '999.00' });
    await pay(t, stranger.cookie, cardBody(stranger.account.id, { amount: 40 }));

    await pay(t, me.cookie, cardBody(me.account.id, { amount: '0.10' }));
    await pay(t, me.cookie, cardBody(second.id, { amount: '0.20' }));
    await pay(t, me.cookie, cardBody(second.id, { amount: '167.30' }));
    await pay(t, me.cookie, cardBody(second.id, { amount: 5, cardNumber: '4000300011112220' })); // declined
    await storedPayment(me.account.id, '50.00', 'pending_reconciliation');
    await storedPayment(second.id, '9.99', 'processing');

    const res = await summaryOf(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const summary = res.json();
    expect(summary.accounts).toEqual([
      {
        id: me.account.id,
        accountLabel: `ACC-${String(me.account.id).padStart(4, '0')}`,
        originalCreditor: 'CFC AUTO CREDIT',
        original: '3200.00',
        payments: '0.10',
        adjustments: '-749.25',
        currentBalance: '2450.65',
      },
      {
        id: second.id,
        accountLabel: second.accountNumber,
        originalCreditor: 'Metro Group',
        original: '780.00',
        payments: '167.50',
        adjustments: '-167.60',
        currentBalance: '444.90',
      },
    ]);
    expect(summary.totals).toEqual({
      original: '3980.00',
      payments: '167.60',
      adjustments: '-916.85',
      currentBalance: '2895.55',
    });
    // Each total is the sum of the accounts' figures, and original + adjustments − paid = current.
    for (const key of ['original', 'payments', 'adjustments', 'currentBalance'] as const) {
      const sum = summary.accounts.reduce((s: number, a: Record<string, string>) => s + cents(a[key]), 0);
      expect(cents(summary.totals[key])).toBe(sum);
    }
    for (const f of [...summary.accounts, summary.totals]) {
      expect(cents(f.original) + cents(f.adjustments) - cents(f.payments)).toBe(cents(f.currentBalance));
    }
    // 167.60 ÷ (2895.55 + 167.60) = 5.47…%, shown rounded down with one decimal.
    expect(summary.progress).toEqual({ paid: '167.60', owed: '2895.55', whole: '3063.15', percent: '5.4' });
    // The spec's own read agrees on what was paid.
    const totals = (
      await t.app.inject({ url: '/api/customer/payment-totals', headers: { cookie: me.cookie } })
    ).json();
    expect(totals).toEqual({ [me.account.id]: '0.10', [second.id]: '167.50' });
  });

  it("never includes another debtor's accounts, answers empty figures without accounts, and 401 signed out", async () => {
    const other = await debtorWithAccount(t, { unpaidBalance: '500.00', principalOriginal: '500.00' });
    const admin = await createUser(t.deps.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.username);
    expect((await summaryOf(cookie)).json()).toEqual({
      accounts: [],
      totals: { original: '0.00', payments: '0.00', adjustments: '0.00', currentBalance: '0.00' },
      progress: { paid: '0.00', owed: '0.00', whole: '0.00', percent: '0.0' },
    });
    const mine = await debtorWithAccount(t, { unpaidBalance: '10.00', principalOriginal: null });
    const ids = (await summaryOf(mine.cookie)).json().accounts.map((a: { id: number }) => a.id);
    expect(ids).toEqual([mine.account.id]);
    expect(ids).not.toContain(other.account.id);
    expect((await summaryOf()).statusCode).toBe(401);
  });

  it('takes account ids for the chat: the same figures, and an unknown original invents no adjustment', async () => {
    const a = await debtorWithAccount(t, { unpaidBalance: '100.00', principalOriginal: null });
    await pay(t, a.cookie, cardBody(a.account.id, { amount: '33.33' }));
    const byIds = await accountSummaryOf(t.deps.db, { accountIds: [a.account.id] });
    expect(byIds).toEqual((await summaryOf(a.cookie)).json());
    expect(byIds.accounts[0]).toMatchObject({
      original: '100.00',
      payments: '33.33',
      adjustments: '0.00',
      currentBalance: '66.67',
    });
    expect(byIds.progress.percent).toBe('33.3');
    expect((await accountSummaryOf(t.deps.db, { accountIds: [] })).accounts).toEqual([]);
  });
});

describe('paymentProgressOf', () => {
  const percent = (balanceCents: number, paidCents: number) =>
    paymentProgressOf(paidCents, balanceCents).percent;

  it('is paid / (balance + paid) with one decimal, rounded down', () => {
    expect(percent(75_000, 25_000)).toBe('25.0');
    expect(percent(200, 100)).toBe('33.3');
    expect(percent(100, 200)).toBe('66.6');
    expect(percent(245_075, 10_030)).toBe('3.9');
    expect(paymentProgressOf(16_760, 306_315)).toEqual({
      paid: '167.60',
      owed: '3063.15',
      whole: '3230.75',
      percent: '5.1',
    });
  });

  it('shows 0.0 with nothing paid or nothing at all, and 100.0 only when nothing is owed', () => {
    expect(percent(50_000, 0)).toBe('0.0');
    expect(percent(0, 0)).toBe('0.0');
    expect(percent(0, 12_345)).toBe('100.0');
    expect(percent(1, 999_999)).toBe('99.9');
    expect(percent(-500, 100)).toBe('100.0');
  });
});

describe('originalCreditorOf', () => {
  it('names the school, else the school group, else N/A', () => {
    expect(originalCreditorOf('CFC AUTO CREDIT', 'G1')).toBe('CFC AUTO CREDIT');
    expect(originalCreditorOf(' ', 'G1')).toBe('G1');
    expect(originalCreditorOf(null, null)).toBe('N/A');
  });
});
