import { PAYMENT_MESSAGES, PLAN_MESSAGES } from '@arrears/domain';
import { describe, expect, it, vi } from 'vitest';
import { checkMethod, methodBodyOf, methodDefaults, methodLabelOf } from './plan-method-form';

const billing = {
  firstName: 'John',
  lastName: 'Doe',
  address: '42 Maple Street',
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
};

describe('the plan method inputs', () => {
  it('puts each of the server schema’s messages under its own input', () => {
    const setError = vi.fn();
    const values = { ...methodDefaults(billing), cardNumber: '4000 1000 1111 2225', cvv: '1' };
    expect(checkMethod(values, setError)).toBe(false);
    const messages = Object.fromEntries(setError.mock.calls.map(([path, { message }]) => [path, message]));
    expect(messages.cardNumber).toBe(PAYMENT_MESSAGES.cardNumber);
    expect(messages.cvv).toBe(PAYMENT_MESSAGES.cvv);
    // Empty selects are asked for (the schema alone would read them as 0).
    expect(messages.expMonth).toBe(PAYMENT_MESSAGES.expiryMonth);
    expect(messages.expYear).toBe(PAYMENT_MESSAGES.expiryYear);
  });

  it('catches an expired card before sending it', () => {
    const setError = vi.fn();
    const lastYear = String(new Date().getUTCFullYear() - 1).slice(-2);
    const values = {
      ...methodDefaults(billing),
      cardNumber: '4000100011112224',
      expMonth: '12',
      expYear: lastYear,
      cvv: '123',
    };
    expect(checkMethod(values, setError)).toBe(false);
    expect(setError).toHaveBeenCalledWith('expMonth', { message: PAYMENT_MESSAGES.expired });
  });

  it('checks the bank account and sends only its own fields', () => {
    const setError = vi.fn();
    const ach = {
      ...methodDefaults(billing),
      methodType: 'ach' as const,
      routingNumber: '021000022',
      accountNumber: '12',
    };
    expect(checkMethod(ach, setError)).toBe(false);
    expect(setError).toHaveBeenCalledWith('routingNumber', { message: PLAN_MESSAGES.routingNumber });
    expect(setError).toHaveBeenCalledWith('accountNumber', { message: PLAN_MESSAGES.accountNumber });
    const good = {
      ...ach,
      routingNumber: '021000021',
      accountNumber: '2222222222',
      accountType: 'savings' as const,
    };
    expect(checkMethod(good, vi.fn())).toBe(true);
    expect(methodBodyOf(good)).toEqual({
      type: 'ach',
      routingNumber: '021000021',
      accountNumber: '2222222222',
      accountType: 'savings',
      nameOnAccount: 'John Doe',
    });
    expect(methodLabelOf(good)).toBe('Savings ending 2222');
    expect(methodLabelOf(methodDefaults(billing))).toBe('card');
  });
});
