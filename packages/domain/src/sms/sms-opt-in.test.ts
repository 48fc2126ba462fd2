import { describe, expect, it } from 'vitest';
import {
  SMS_OPT_IN_MESSAGES as M,
  smsConfirmationText,
  smsConsentText,
  smsOptInConfirmSchema,
  smsOptInSchema,
} from './sms-opt-in';

function firstMessage(input: unknown): string | undefined {
  const result = smsOptInSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const valid = { fullName: 'Jane Doe', phoneNumber: '(215) 555-0123', consent: true };

describe('the text-message opt-in (docs/product/text-opt-in.md)', () => {
  it('keeps the 10 digits of the phone number', () => {
    expect(smsOptInSchema.parse(valid)).toEqual({
      fullName: 'Jane Doe',
      phoneNumber: '2155550123',
      consent: true,
    });
    expect(smsOptInSchema.parse({ ...valid, phoneNumber: '+1 215 555 0123' }).phoneNumber).toBe('2155550123');
  });

  it.each([
    [{ fullName: '  ' }, M.fullNameRequired],
    [{ phoneNumber: '' }, M.phoneRequired],
    [{ phoneNumber: '555-0123' }, M.phoneDigits],
    [{ phoneNumber: '215555012345' }, M.phoneDigits],
    [{ phoneNumber: '215-CALL-NOW' }, M.phoneDigits],
    [{ consent: false }, 'You must consent to receive SMS messages.'],
    [{ consent: undefined }, 'You must consent to receive SMS messages.'],
  ])('refuses %o', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('names the company and the opt-out in the consent wording', () => {
    const text = smsConsentText('Keystone Recovery Partners');
    expect(text).toContain('Keystone Recovery Partners');
    expect(text).toContain('Reply STOP to opt out');
    expect(text).toContain('Message and data rates may apply.');
  });
});

describe('the confirmation of a text opt-in (decision 0032)', () => {
  it('takes the number as its 10 digits and a 6-digit code', () => {
    expect(smsOptInConfirmSchema.parse({ phoneNumber: '(215) 555-0123', code: ' 042917 ' })).toEqual({
      phoneNumber: '2155550123',
      code: '042917',
    });
  });

  it.each(['', '12345', '1234567', '12a456', '12 456'])('refuses the code %j', (code) => {
    const result = smsOptInConfirmSchema.safeParse({ phoneNumber: '2155550123', code });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(M.codeRequired);
  });

  it('the text names the company and carries YES, the code, STOP and HELP', () => {
    const text = smsConfirmationText('Keystone Recovery Partners', '042917');
    expect(text.startsWith('Keystone Recovery Partners:')).toBe(true);
    for (const part of ['Reply YES', 'code 042917', 'Reply STOP to opt out', 'HELP'])
      expect(text).toContain(part);
  });
});
