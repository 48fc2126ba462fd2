import { ADMIN_MESSAGES, AUTH_MESSAGES, IDENTITY_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';

/**
 * The English `messages` of the shell catalogue are the domain's texts verbatim: they are how a message the
 * domain or the server wrote is found and shown in Spanish (lib/use-message-text.ts). A changed domain text
 * would silently stop being translated; this says so.
 */
describe('the shared messages', () => {
  it('hold the domain texts exactly', () => {
    const m = en.messages;
    expect(m.invalidCredentials).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(m.tooManyAttempts).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(m.usernameTaken).toBe(AUTH_MESSAGES.usernameTaken);
    expect(m.emailTaken).toBe(AUTH_MESSAGES.emailTaken);
    expect(m.accountDeactivated).toBe(ADMIN_MESSAGES.accountDeactivated);
    for (const key of [
      'ssnLast4Min',
      'ssnLast4Exact',
      'dateOfBirthRequired',
      'dateOfBirthInvalid',
      'addressRequired',
      'verificationRequired',
      'addressMismatch',
      'accessDeniedFallback',
      'throttled',
      'tooManyStarts',
    ] as const)
      expect(m[key], key).toBe(IDENTITY_MESSAGES[key]);
    for (const key of [
      'ssnRequired',
      'usernameMin',
      'passwordMin',
      'emailInvalid',
      'accountNumberRequired',
      'noMatchingAccount',
      'proofIncomplete',
    ] as const)
      expect(m[key], key).toBe(REGISTER_DEBTOR_MESSAGES[key]);
    expect(m.registrationFailedFallback).toBe(REGISTER_DEBTOR_MESSAGES.failedFallback);
    expect(m.max50).toBe(REGISTER_DEBTOR_MESSAGES.tooLong(50));
    expect(m.max40).toBe(REGISTER_DEBTOR_MESSAGES.tooLong(40));
  });
});
