import type { PaymentDetail } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_CREDITORS,
  applyPaymentFilters,
  creditorOptions,
  DEFAULT_FILTERS,
  matchesMethod,
  methodLabel,
} from './payment-details-filters';

let id = 0;
const payment = (over: Partial<PaymentDetail>): PaymentDetail => {
  id += 1;
  return {
    paymentId: id,
    fullName: 'Someone',
    accountNumber: `ACC-${id}`,
    transactionId: null,
    confirmationCode: null,
    primaryPhone: null,
    emailAddress: null,
    schoolName: null,
    schoolCampus: null,
    amount: '10.00',
    paymentDate: '2026-02-01',
    paymentMethod: 'ach',
    source: 'import',
    ...over,
  };
};

const A = payment({
  fullName: 'maria Garcia',
  amount: '999.99',
  paymentDate: '2026-02-10',
  paymentMethod: 'credit_card',
  schoolName: 'CFC AUTO CREDIT',
});
const B = payment({
  fullName: 'Abe Lincoln',
  amount: '1000.05',
  paymentDate: '2026-01-05',
  paymentMethod: 'ach',
  schoolName: 'Global Financial Services',
});
const C = payment({
  fullName: null,
  amount: '5.00',
  paymentDate: '2026-02-20',
  paymentMethod: 'bank_transfer',
  schoolName: 'CFC AUTO CREDIT',
});
const D = payment({ fullName: 'Zed', amount: '999.99', paymentDate: '2026-02-10', paymentMethod: 'card' });
const ALL = [A, B, C, D];
const ids = (rows: PaymentDetail[]) => rows.map((r) => r.paymentId);

describe('payment-detail filters and sorts (docs/product/payments.md)', () => {
  it('sorts by date newest first by default (the later payment first on the same day)', () => {
    expect(ids(applyPaymentFilters(ALL, DEFAULT_FILTERS))).toEqual([
      C.paymentId,
      D.paymentId,
      A.paymentId,
      B.paymentId,
    ]);
  });

  it('sorts by amount highest first, exactly, ties newest first', () => {
    expect(ids(applyPaymentFilters(ALL, { ...DEFAULT_FILTERS, sort: 'amount' }))).toEqual([
      B.paymentId,
      D.paymentId,
      A.paymentId,
      C.paymentId,
    ]);
  });

  it('sorts by name A to Z ignoring case, payments without a name last', () => {
    expect(ids(applyPaymentFilters(ALL, { ...DEFAULT_FILTERS, sort: 'name' }))).toEqual([
      B.paymentId,
      A.paymentId,
      D.paymentId,
      C.paymentId,
    ]);
  });

  it('filters by method: card takes credit_card and card', () => {
    expect(ids(applyPaymentFilters(ALL, { ...DEFAULT_FILTERS, method: 'card' }))).toEqual([
      D.paymentId,
      A.paymentId,
    ]);
    expect(ids(applyPaymentFilters(ALL, { ...DEFAULT_FILTERS, method: 'ach' }))).toEqual([B.paymentId]);
    expect(ids(applyPaymentFilters(ALL, { ...DEFAULT_FILTERS, method: 'bank_transfer' }))).toEqual([
      C.paymentId,
    ]);
    expect(matchesMethod('Credit_Card', 'card')).toBe(true);
    expect(matchesMethod('cash', 'card')).toBe(false);
  });

  it('offers the creditors present in the data and filters by one, with the other filters', () => {
    expect(creditorOptions(ALL)).toEqual(['CFC AUTO CREDIT', 'Global Financial Services']);
    expect(creditorOptions([])).toEqual([]);
    const cfc = { ...DEFAULT_FILTERS, creditor: 'CFC AUTO CREDIT' };
    expect(ids(applyPaymentFilters(ALL, cfc))).toEqual([C.paymentId, A.paymentId]);
    expect(ids(applyPaymentFilters(ALL, { ...cfc, method: 'card' }))).toEqual([A.paymentId]);
    expect(applyPaymentFilters(ALL, { ...DEFAULT_FILTERS, creditor: ALL_CREDITORS })).toHaveLength(4);
  });

  it('does not reorder the list it is given', () => {
    const given = [...ALL];
    applyPaymentFilters(given, { ...DEFAULT_FILTERS, sort: 'name' });
    expect(given).toEqual(ALL);
  });

  it('labels the stored methods', () => {
    expect(
      ['credit_card', 'card', 'ach', 'bank_transfer', 'check', 'other', 'money_order'].map(methodLabel),
    ).toEqual(['Card', 'Card', 'ACH', 'Bank Transfer', 'Check', 'Other', 'Money order']);
  });
});
