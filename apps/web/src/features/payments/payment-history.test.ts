import { describe, expect, it } from 'vitest';
import { historyCsv, summarizeHistory } from './payment-history';
import { customerPayment } from './testing';

describe('summarizeHistory', () => {
  it('counts every payment but totals only the completed ones, to the cent', () => {
    const summary = summarizeHistory([
      customerPayment({
        id: 1,
        amount: '0.10',
        status: 'completed',
        paymentDate: '2025-01-05T10:00:00.000Z',
      }),
      customerPayment({
        id: 2,
        amount: '0.20',
        status: 'COMPLETED',
        paymentDate: '2025-02-05T10:00:00.000Z',
      }),
      customerPayment({ id: 3, amount: '500.00', status: 'failed', paymentDate: '2025-03-05T10:00:00.000Z' }),
      customerPayment({ id: 4, amount: '75.00', status: 'pending', paymentDate: '2025-01-01T10:00:00.000Z' }),
      customerPayment({
        id: 5,
        amount: '1234.56',
        status: 'Completed',
        paymentDate: '2024-12-31T10:00:00.000Z',
      }),
    ]);
    expect(summary).toEqual({
      count: 5,
      totalPaidCents: 123486,
      lastPaymentDate: '2025-03-05T10:00:00.000Z',
    });
  });

  it('is empty with no payments', () => {
    expect(summarizeHistory([])).toEqual({ count: 0, totalPaidCents: 0, lastPaymentDate: null });
  });
});

describe('historyCsv', () => {
  it('writes one quoted row per payment, method upper-cased, and defuses formula-like cells', () => {
    const csv = historyCsv([
      customerPayment({ reference: '=HYPERLINK("x")', status: 'pending', paymentDate: '2025-06-02' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Date","Status","Amount","Method","Reference","Account","Confirmation Code"',
      '"06/02/2025","Pending","250.00","CARD","\'=HYPERLINK(""x"")","ACC-100001","CNF-7Q2K9"',
      '',
    ]);
  });
});
