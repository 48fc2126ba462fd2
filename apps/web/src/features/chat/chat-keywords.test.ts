import { describe, expect, it } from 'vitest';
import { readFreeText } from './chat-keywords';

describe('readFreeText', () => {
  it('before verification, the verify words and any request ask for verification', () => {
    for (const text of ['VERIFY me', 'my account', 'a Payment', 'balance?', 'dispute']) {
      expect(readFreeText(text, false)).toEqual({ kind: 'verify' });
    }
    expect(readFreeText('hello', false)).toEqual({ kind: 'unknown' });
  });

  it('after verification, maps keywords to intents, history before pay', () => {
    const intent = (text: string) => {
      const request = readFreeText(text, true);
      return request.kind === 'intent' ? request.intent : request.kind;
    };
    expect(intent('What is my Balance')).toBe('view_balance');
    expect(intent('I want to pay')).toBe('make_payment');
    expect(intent('payment history')).toBe('transaction_history');
    expect(intent('my transactions')).toBe('transaction_history');
    expect(intent('a statement please')).toBe('request_statement');
    expect(intent('I dispute this')).toBe('dispute_debt');
    expect(intent('agent')).toBe('speak_to_agent');
    expect(intent('settlement')).toBe('settlement_offer');
    expect(intent('Log out')).toBe('logout');
    expect(intent('change my phone number')).toBe('update_contact');
    expect(intent('the weather')).toBe('unknown');
  });

  it('reads the call-only requests, the narrower phrase first', () => {
    const read = (text: string) => {
      const request = readFreeText(text, true);
      return request.kind === 'intent' ? request.intent : request.kind;
    };
    expect(read('You have the WRONG PERSON')).toBe('wrong_party');
    expect(read('stop contacting me')).toBe('stop_communication');
    expect(read('Don’t contact me again')).toBe('stop_communication');
    expect(read('hardship')).toBe('hardship_request');
    expect(read('dispute my credit report')).toBe('dispute_credit_reporting');
    expect(read('credit report')).toBe('credit_reporting');
    expect(read('change my due date')).toBe('change_due_date');
    expect(read('settle')).toBe('settlement_offer');
    expect(read('Can I get a payment plan?')).toBe('change_payment_amount');
    expect(read('pay in installments')).toBe('change_payment_amount');
    expect(read('representative')).toBe('speak_to_agent');
    expect(readFreeText('pay off the full balance', true)).toEqual({
      kind: 'intent',
      intent: 'make_payment',
      payoff: true,
    });
  });

  it('before verification, call-only requests are answered, but verify words come first', () => {
    expect(readFreeText('hardship', false)).toEqual({ kind: 'intent', intent: 'hardship_request' });
    expect(readFreeText('wrong number', false)).toEqual({ kind: 'intent', intent: 'wrong_party' });
    expect(readFreeText('wrong account', false)).toEqual({ kind: 'verify' });
    expect(readFreeText('change my payment amount', false)).toEqual({ kind: 'verify' });
  });
});
