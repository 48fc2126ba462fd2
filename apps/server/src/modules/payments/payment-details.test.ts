import { DASHBOARD_MESSAGES } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { payments } from '../../db/schema';
import { PAYMENT_DETAILS_LIMIT } from './payment-details.repository';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t.close());

const URL = '/api/admin/payment-details';

type NewPayment = typeof payments.$inferInsert;

type PaymentFixture = Omit<NewPayment, 'debtAccountId' | 'source' | 'paymentMethod'> &
  Partial<Pick<NewPayment, 'source' | 'paymentMethod'>>;

async function insertPayments(debtAccountId: number, rows: PaymentFixture[]): Promise<number[]> {
  const inserted = await t.deps.db
    .insert(payments)
    .values(rows.map((r) => ({ paymentMethod: 'ach', source: 'import', ...r, debtAccountId })))
    .returning({ id: payments.id });
  return inserted.map((r) => r.id);
}

describe('GET /api/admin/payment-details', () => {
  it('answers an empty list and a zero summary when nothing was collected', async () => {
    const res = await t.get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      paymentDetails: [],
      summary: { totalAmount: '0.00', totalPayments: 0, dateRange: { latest: null, earliest: null } },
    });
  });

  it('lists approved payments with their account, newest first, and sums them exactly', async () => {
    const { db, encryption } = t.deps;
    const maria = await insertAccount(db, encryption, {
      accountNumber: 'PD-1',
      fullName: 'Maria Garcia',
      primaryPhone: '6095550144',
      emailAddress: 'maria@example.com',
      schoolName: 'CFC AUTO CREDIT',
      schoolCampus: 'Camden',
    });
    const robert = await insertAccount(db, encryption, { accountNumber: 'PD-2', fullName: 'Robert Smith' });
    const [older, sameDayFirst, sameDaySecond] = await insertPayments(maria.id, [
      { amount: '0.10', paymentDate: '2025-12-31', referenceNumber: 'IMP-1' },
      { amount: '0.20', paymentDate: '2026-02-01', transactionId: 'TX-9', referenceNumber: 'REF-9' },
      { amount: '1000.05', paymentDate: '2026-02-01', paymentMethod: 'credit_card', source: 'external' },
    ]);
    const [newest] = await insertPayments(robert.id, [
      { amount: '99.99', paymentDate: '2026-02-20', paymentMethod: 'bank_transfer', source: 'portal' },
      // Not money collected: left out of the list and the summary.
      { amount: '500.00', paymentDate: '2026-02-25', status: 'declined' },
      { amount: '600.00', paymentDate: '2026-02-26', status: 'pending_reconciliation' },
    ]);

    const res = await t.get(URL, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { paymentDetails, summary } = res.json();
    expect(summary).toEqual({
      totalAmount: '1100.34',
      totalPayments: 4,
      dateRange: { latest: '2026-02-20', earliest: '2025-12-31' },
    });
    expect(paymentDetails.map((p: { paymentId: number }) => p.paymentId)).toEqual([
      newest,
      sameDaySecond,
      sameDayFirst,
      older,
    ]);
    expect(paymentDetails[2]).toEqual({
      paymentId: sameDayFirst,
      debtAccountId: maria.id,
      fullName: 'Maria Garcia',
      accountNumber: 'PD-1',
      transactionId: 'TX-9',
      confirmationCode: null,
      primaryPhone: '6095550144',
      emailAddress: 'maria@example.com',
      schoolName: 'CFC AUTO CREDIT',
      schoolCampus: 'Camden',
      amount: '0.20',
      paymentDate: '2026-02-01',
      paymentMethod: 'ach',
      source: 'import',
    });
    // No transaction id: the reference number stands in; neither: null.
    expect(paymentDetails[3].transactionId).toBe('IMP-1');
    expect(paymentDetails[1].transactionId).toBeNull();
    expect(paymentDetails[0]).toMatchObject({
      fullName: 'Robert Smith',
      schoolName: null,
      paymentMethod: 'bank_transfer',
    });
  });

  it(`lists the newest ${PAYMENT_DETAILS_LIMIT} payments while the summary covers all of them`, async () => {
    const { db, encryption } = t.deps;
    const bulk = await insertAccount(db, encryption, { accountNumber: 'PD-BULK' });
    // LIMIT + 3 payments of $1.00, one per day back from 2026-01-31 (all older than the ones above).
    await db.execute(sql`
      INSERT INTO payments (debt_account_id, amount, payment_date, payment_method, status, source)
      SELECT ${bulk.id}, 1.00, date '2026-01-31' - n, 'ach', 'approved', 'import'
      FROM generate_series(0, ${PAYMENT_DETAILS_LIMIT + 2}) AS n`);
    const res = await t.get(URL);
    const { paymentDetails, summary } = res.json();
    expect(paymentDetails).toHaveLength(PAYMENT_DETAILS_LIMIT);
    expect(summary.totalPayments).toBe(4 + PAYMENT_DETAILS_LIMIT + 3);
    expect(summary.totalAmount).toBe((1100.34 + PAYMENT_DETAILS_LIMIT + 3).toFixed(2)); // + (LIMIT + 3) × 1.00
    expect(paymentDetails[0].paymentDate).toBe('2026-02-20');
    expect(paymentDetails.at(-1).accountNumber).toBe('PD-BULK');
  });

  it('refuses collectors and debtors with the spec text (403) and visitors (401)', async () => {
    for (const role of ['collector', 'debtor'] as const) {
      const res = await t.get(URL, role);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: DASHBOARD_MESSAGES.adminPrivilegesRequired });
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it("shows a card payment's PAY- code, the receipt's own, beside the processor's reference", async () => {
    const payer = await debtorWithAccount(t, { accountNumber: 'PD-CARD', unpaidBalance: '300.00' });
    const paid = (await pay(t, payer.cookie, cardBody(payer.account.id, { amount: '45.00' }))).json();
    expect(paid.success).toBe(true);
    const receipt = await t.get(`/api/payments/${paid.paymentId}/receipt`, 'staff');
    expect(receipt.statusCode).toBe(200);
    const receiptCode = /filename="receipt-(PAY-[A-Z0-9-]+)\.pdf"/.exec(
      String(receipt.headers['content-disposition']),
    )?.[1];
    expect(receiptCode).toMatch(/^PAY-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const { paymentDetails } = (await t.get(URL, 'staff')).json();
    const card = paymentDetails.find((p: { paymentId: number }) => p.paymentId === paid.paymentId);
    expect(card).toMatchObject({
      accountNumber: 'PD-CARD',
      confirmationCode: receiptCode,
      transactionId: paid.transaction.refnum,
      amount: '45.00',
    });
  });
});
