import { PAYMENT_MESSAGES } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  chargeNote,
  declinedMessage,
  nothingCharged,
  type PaymentFailure,
  portalFailureMessage,
} from './payment-failure';
import { declinedResult } from './testing';

const failure = (over: Partial<PaymentFailure>): PaymentFailure => ({
  result: null,
  error: null,
  amountCents: 2500,
  attemptedAt: '2025-06-02T14:05:00.000Z',
  ...over,
});

describe('failure texts (docs/product/payments.md)', () => {
  it('portal: the result error, else the fallback', () => {
    expect(portalFailureMessage(failure({ result: declinedResult({ error: 'Card declined' }) }))).toBe(
      'Card declined',
    );
    expect(portalFailureMessage(failure({ result: declinedResult({ error: null }) }))).toBe(
      PAYMENT_MESSAGES.failedFallback,
    );
    const refused = new ApiError(
      403,
      JSON.stringify({ message: PAYMENT_MESSAGES.notYourAccount }),
      'Forbidden',
    );
    expect(portalFailureMessage(failure({ error: refused }))).toBe(PAYMENT_MESSAGES.notYourAccount);
    expect(portalFailureMessage(failure({ error: new TypeError('Failed to fetch') }))).toBe(
      PAYMENT_MESSAGES.failedFallback,
    );
    expect(portalFailureMessage(failure({ error: new ApiError(502, '<html>', 'Bad Gateway') }))).toBe(
      PAYMENT_MESSAGES.failedFallback,
    );
  });

  it('declined dialog: failureReason, else error, else the processor fallback', () => {
    expect(
      declinedMessage(failure({ result: declinedResult({ failureReason: 'Insufficient funds' }) })),
    ).toBe('Insufficient funds');
    expect(
      declinedMessage(failure({ result: declinedResult({ failureReason: null, error: 'Declined' }) })),
    ).toBe('Declined');
    expect(declinedMessage(failure({ result: declinedResult({ failureReason: null, error: null }) }))).toBe(
      PAYMENT_MESSAGES.declinedFallback,
    );
  });

  it('claims nothing was charged only when that is known', () => {
    expect(nothingCharged(failure({ result: declinedResult() }))).toBe(true);
    expect(nothingCharged(failure({ result: declinedResult({ status: 'pending_reconciliation' }) }))).toBe(
      false,
    );
    expect(nothingCharged(failure({ error: new ApiError(400, '{"message":"x"}', 'Bad Request') }))).toBe(
      true,
    );
    expect(nothingCharged(failure({ error: new TypeError('Failed to fetch') }))).toBe(false);
    expect(nothingCharged(failure({ error: new ApiError(504, '', 'Gateway Timeout') }))).toBe(false);
  });

  it('the card-testing limit (429): its message, and nothing was charged', () => {
    const message = PAYMENT_MESSAGES.tooManyDeclines('1-888-555-0147');
    const limited = failure({ error: new ApiError(429, JSON.stringify({ message }), 'Too Many Requests') });
    expect(portalFailureMessage(limited)).toBe(message);
    expect(declinedMessage(limited)).toBe(message);
    expect(nothingCharged(limited)).toBe(true);
    expect(chargeNote(limited)).toBe('No money was taken and your balance has not changed.');
  });
});
