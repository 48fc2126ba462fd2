import { describe, expect, it } from 'vitest';
import { customerAccount } from '@/features/payments/testing';
import { debtorTotalsOf, originalCreditorOf, paymentProgressPercent } from './debtor-totals';

describe('debtorTotalsOf', () => {
  it('sums principal_original, unpaid_balance and the payment totals of the accounts, exactly', () => {
    const accounts = [
      customerAccount({ id: 1, principal_original: '3200.10', unpaid_balance: '2450.75' }),
      customerAccount({ id: 2, principal_original: '0.20', unpaid_balance: '0.10' }),
      customerAccount({ id: 3, principal_original: null, unpaid_balance: '612.40' }),
    ];
    const totals = { '1': '100.10', '2': '0.20', '99': '5000.00' };
    expect(debtorTotalsOf(accounts, totals)).toEqual({
      originalCents: 320030,
      balanceCents: 306325,
      paidCents: 10030,
    });
  });

  it('is all zero without accounts or totals', () => {
    expect(debtorTotalsOf([])).toEqual({ originalCents: 0, balanceCents: 0, paidCents: 0 });
    expect(debtorTotalsOf([customerAccount({ id: 4, unpaid_balance: '10.00' })]).paidCents).toBe(0);
  });
});

describe('paymentProgressPercent', () => {
  const progress = (balanceCents: number, paidCents: number) =>
    paymentProgressPercent({ originalCents: 0, balanceCents, paidCents });

  it('is paid / (balance + paid) with one decimal', () => {
    expect(progress(75_000, 25_000)).toBe('25.0');
    expect(progress(200, 100)).toBe('33.3');
    expect(progress(100, 200)).toBe('66.6');
    expect(progress(245_075, 10_030)).toBe('3.9');
  });

  it('shows 0.0 with nothing paid or nothing at all, and 100.0 only when nothing is owed', () => {
    expect(progress(50_000, 0)).toBe('0.0');
    expect(progress(0, 0)).toBe('0.0');
    expect(progress(0, 12_345)).toBe('100.0');
    expect(progress(1, 999_999)).toBe('99.9');
    expect(progress(-500, 100)).toBe('100.0');
  });
});

describe('originalCreditorOf', () => {
  it('names the school, else the school group, else N/A', () => {
    expect(originalCreditorOf({ school_name: 'CFC AUTO CREDIT', school_group: 'G1' })).toBe(
      'CFC AUTO CREDIT',
    );
    expect(originalCreditorOf({ school_name: ' ', school_group: 'G1' })).toBe('G1');
    expect(originalCreditorOf({ school_name: null, school_group: null })).toBe('N/A');
  });
});
