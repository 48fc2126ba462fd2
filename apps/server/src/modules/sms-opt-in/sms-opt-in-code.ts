import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_OPT_IN_CONFIRMATION } from '@arrears/domain';

/** A key of its own for confirmation codes, derived from the session secret (like the unsubscribe link's). */
const codeKey = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('arrears:sms-opt-in-code:v1').digest();

/** Six random digits, leading zeros kept. */
export function newConfirmationCode(): string {
  return String(randomInt(0, 10 ** SMS_OPT_IN_CONFIRMATION.codeLength)).padStart(
    SMS_OPT_IN_CONFIRMATION.codeLength,
    '0',
  );
}

/** What the table keeps of a code: bound to the number, so a code of one number is no use for another. */
export function hashConfirmationCode(sessionSecret: string, phone: string, code: string): string {
  return createHmac('sha256', codeKey(sessionSecret)).update(`${phone}:${code}`).digest('base64url');
}

export function codeMatches(sessionSecret: string, phone: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashConfirmationCode(sessionSecret, phone, code));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
