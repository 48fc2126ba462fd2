import { z } from 'zod';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a throttle keeps its counts for. */
export const THROTTLE_KEY_VALUES = [
  'ip',
  'network',
  'username',
  'user',
  'identity',
  'account',
  'chat-session',
  'phone-number',
  'code',
] as const;
export type ThrottleKey = (typeof THROTTLE_KEY_VALUES)[number];

/** How the dashboard and the docs name each key. */
export const THROTTLE_KEY_LABELS: Record<ThrottleKey, string> = {
  ip: 'IP address',
  network: 'network (an IPv4 address, an IPv6 /64)',
  username: 'username',
  user: 'user',
  identity: 'identity (SSN last 4 + birth date)',
  account: 'account',
  'chat-session': 'chat session',
  'phone-number': 'phone number',
  code: 'texted code',
};

export interface Throttle {
  /** Each key keeps its own count; the first to reach the limit refuses. */
  per: readonly ThrottleKey[];
  /** What one count is. */
  counts: string;
  /** How many may be counted within the window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** What the caller gets once the limit is reached, and the security event it leaves. */
  whenExceeded: string;
}

/**
 * Every throttle of the server, by the name its routes declare (`config: { throttle }`). The code
 * that counts reads its limit and window here and nowhere else, so this table, the security
 * dashboard and docs/operations.md say the same thing. Each count is of rows the guarded action
 * writes itself, in PostgreSQL, so every instance shares it.
 */
export const THROTTLES = {
  'sign-in': {
    per: ['username', 'ip'],
    counts: 'failed sign-ins (unknown username, wrong password, deactivated account)',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; login_throttled (HIGH)',
  },
  'second-factor': {
    per: ['user'],
    counts: 'wrong second-factor codes in a row (a right code starts again)',
    limit: 5,
    // The lock the last wrong code sets lasts this long.
    windowMs: 15 * MINUTE_MS,
    whenExceeded: 'two-factor sign-in locked for the window: 429; mfa_locked (HIGH)',
  },
  'mfa-disable': {
    per: ['user'],
    counts: 'wrong current passwords when turning two-factor off',
    // As many as a sign-in allows: a borrowed session must not guess faster than the sign-in page.
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; mfa_disable_throttled (HIGH)',
  },
  'password-change': {
    per: ['user'],
    counts: 'wrong current passwords when changing the password',
    limit: 5,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; password_change_throttled (HIGH)',
  },
  'password-reset-request': {
    per: ['ip'],
    counts: 'password reset requests, whatever the e-mail address',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; password_reset_throttled (HIGH)',
  },
  'password-reset-mail': {
    per: ['user'],
    counts: 'password reset e-mails sent',
    limit: 3,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: 'the same answer, but no e-mail; password_reset_requested (reason email_limit)',
  },
  'password-reset-link': {
    per: ['ip'],
    counts: 'failed uses of a reset link (unknown, used, expired, deactivated)',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; password_reset_throttled (HIGH)',
  },
  'identity-start': {
    per: ['network'],
    counts: 'identity checks started (quick access, dispute quick access, the chat, registration)',
    // Without it one network could walk the 10,000 SSN last-4 values of a birth date.
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; identity_check_throttled (HIGH)',
  },
  'identity-failure-network': {
    per: ['network'],
    counts:
      'failed identity checks (a wrong address pick or "none of these", a bad token, details that match nothing)',
    limit: 5,
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '429; identity_check_throttled (HIGH)',
  },
  'identity-failure-identity': {
    per: ['identity'],
    counts:
      'failed identity checks (a wrong address pick or "none of these", a bad token, details that match nothing)',
    // An identity is always offered the same five addresses: more tries would let them be tried in turn.
    limit: 2,
    windowMs: 24 * HOUR_MS,
    whenExceeded: '429; identity_check_throttled (HIGH)',
  },
  'card-decline-chat-session': {
    per: ['chat-session'],
    counts: 'declined cards of a debtor (card payments)',
    limit: 3,
    // A chat session's whole life (it ends after 30 minutes however active).
    windowMs: 30 * MINUTE_MS,
    whenExceeded: '429 before the processor is asked; card_payment_throttled (HIGH)',
  },
  'card-decline-account': {
    per: ['account'],
    counts: 'declined cards of a debtor (card payments and saved plan cards)',
    limit: 5,
    windowMs: 24 * HOUR_MS,
    whenExceeded: '429 before the processor is asked; card_payment_throttled (HIGH)',
  },
  'card-decline-network': {
    per: ['network'],
    counts: 'declined cards of a debtor (card payments and saved plan cards)',
    limit: 10,
    windowMs: HOUR_MS,
    whenExceeded: '429 before the processor is asked; card_payment_throttled (HIGH)',
  },
  'chat-wrong-party': {
    per: ['ip'],
    counts: '"wrong person" reports in the chat',
    limit: 5,
    windowMs: 10 * MINUTE_MS,
    whenExceeded: '429; the report stops nothing (its chat_wrong_party event stays)',
  },
  'chat-intent-track': {
    per: ['ip'],
    counts: 'chat menu choices tracked',
    limit: 120,
    windowMs: 10 * MINUTE_MS,
    whenExceeded: '429, the choice is not stored',
  },
  'statement-request': {
    per: ['account'],
    counts: 'statements made by the chat (download or e-mail)',
    limit: 10,
    windowMs: 10 * MINUTE_MS,
    whenExceeded: '429, no statement',
  },
  'sms-opt-in-ip': {
    per: ['ip'],
    counts: 'text opt-ins stored',
    limit: 10,
    windowMs: HOUR_MS,
    whenExceeded: '429, the opt-in is not kept',
  },
  'sms-opt-in-number': {
    per: ['phone-number'],
    counts: 'confirmation texts sent',
    limit: 3,
    windowMs: HOUR_MS,
    whenExceeded: '429, no text, the opt-in is not kept',
  },
  'sms-opt-in-code': {
    per: ['code'],
    counts: 'tries of a texted confirmation code',
    limit: 5,
    // The code's whole life: it expires with the window.
    windowMs: 15 * MINUTE_MS,
    whenExceeded: '410: the code is dead, the form must be sent again',
  },
} as const satisfies Record<string, Throttle>;

export type ThrottleName = keyof typeof THROTTLES;
export const THROTTLE_NAMES = Object.keys(THROTTLES) as ThrottleName[];

/** A window in words: "15 minutes", "1 hour", "24 hours". */
export function describeWindow(ms: number): string {
  const [n, unit] = ms % HOUR_MS === 0 ? [ms / HOUR_MS, 'hour'] : [ms / MINUTE_MS, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** One throttle as the security dashboard lists it (GET /api/security/dashboard). */
export const throttleRowSchema = z.object({
  name: z.string(),
  per: z.array(z.enum(THROTTLE_KEY_VALUES)),
  counts: z.string(),
  limit: z.number().int(),
  windowMs: z.number().int(),
  whenExceeded: z.string(),
  /** The routes that declare it, as "POST /api/login". */
  routes: z.array(z.string()),
});
export type ThrottleRow = z.infer<typeof throttleRowSchema>;
