import { PAYMENT_MESSAGES } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import {
  agencyToday,
  cardLast4Input,
  emptyPaymentForm,
  previewBalance,
  recordPaymentFormSchema,
  toExternalPaymentBody,
} from './record-payment-form';

describe('previewBalance (current balance minus the amount, in cents)', () => {
  it('subtracts exactly where floats would not', () => {
    expect(previewBalance('1000.10', '0.30')).toEqual({
      balanceCents: 100010,
      amountCents: 30,
      newBalanceCents: 99980,
      exceedsBalance: false,
    });
    // 0.3 - 0.1 in floats is 0.19999999999999998
    expect(previewBalance('0.30', '0.1').newBalanceCents).toBe(20);
    expect(previewBalance('4875.00', '$1,000.01').newBalanceCents).toBe(387499);
  });

  it('shows no amount until it is a valid one of at least $0.01', () => {
    for (const text of ['', '  ', '0', '0.00', '1.005', 'abc', '-5']) {
      expect(previewBalance('100.00', text)).toMatchObject({
        amountCents: null,
        newBalanceCents: null,
        exceedsBalance: false,
      });
    }
  });

  it('flags an amount above the balance', () => {
    expect(previewBalance('100.00', '100.01')).toMatchObject({ newBalanceCents: -1, exceedsBalance: true });
    expect(previewBalance('100.00', '100')).toMatchObject({ newBalanceCents: 0, exceedsBalance: false });
  });
});

describe('recordPaymentFormSchema (docs/product/payments.md)', () => {
  const schema = recordPaymentFormSchema('250.00', '2026-03-02');
  const valid = { ...emptyPaymentForm('2026-03-02'), amount: '12.5' };
  const messageOf = (values: Record<string, string>) => {
    const result = schema.safeParse({ ...valid, ...values });
    return result.success ? null : result.error.issues[0].message;
  };

  it('reads a valid form into cents, trimmed texts', () => {
    const parsed = schema.parse({ ...valid, transactionId: '  TX-1 ', notes: ' paid ' });
    expect(parsed).toEqual({
      amount: 1250,
      paymentDate: '2026-03-02',
      cardLast4: '',
      transactionId: 'TX-1',
      notes: 'paid',
    });
    expect(toExternalPaymentBody(7, parsed)).toEqual({
      debtAccountId: 7,
      amount: 12.5,
      transactionId: 'TX-1',
      paymentDate: '2026-03-02',
      cardLast4: null,
      notes: 'paid',
    });
  });

  it('refuses what the server refuses, with its messages', () => {
    expect(messageOf({ amount: '' })).toBe(PAYMENT_MESSAGES.amountFormat);
    expect(messageOf({ amount: '0' })).toBe(PAYMENT_MESSAGES.amountMin);
    expect(messageOf({ amount: '1.234' })).toBe(PAYMENT_MESSAGES.amountFormat);
    expect(messageOf({ amount: '250.01' })).toBe('Amount cannot exceed the unpaid balance of $250.00.');
    expect(messageOf({ amount: '250.00' })).toBeNull();
    expect(messageOf({ paymentDate: '' })).toBe(PAYMENT_MESSAGES.paymentDateRequired);
    expect(messageOf({ paymentDate: '2026-03-03' })).toBe(PAYMENT_MESSAGES.paymentDateInFuture);
    expect(messageOf({ cardLast4: '123' })).toBe(PAYMENT_MESSAGES.cardLast4);
    expect(messageOf({ notes: 'x'.repeat(1001) })).toBe('Must be at most 1000 characters');
    expect(recordPaymentFormSchema('0.00', '2026-03-02').safeParse(valid).error?.issues[0].message).toBe(
      PAYMENT_MESSAGES.zeroBalance,
    );
  });
});

describe('the form helpers', () => {
  it('keeps digits only, at most 4, in the card-last-4 input', () => {
    expect(cardLast4Input('4a2-4 29')).toBe('4242');
    expect(cardLast4Input('abc')).toBe('');
  });

  it('dates today on the US Eastern calendar', () => {
    expect(agencyToday(Date.parse('2026-03-03T02:30:00Z'))).toBe('2026-03-02');
    expect(emptyPaymentForm('2026-03-02')).toEqual({
      amount: '',
      paymentDate: '2026-03-02',
      cardLast4: '',
      transactionId: '',
      notes: '',
    });
  });
});
