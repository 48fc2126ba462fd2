import { z } from 'zod';
import { MY_QUEUE_MESSAGES, QUEUE_REASON_CODES } from './my-queue-schema';

/** The preview before the dialer calls (decision 0129): 0 places the call at once (power dialing). */
export const DIALER_PREVIEW_DEFAULT_SECONDS = 10;
export const DIALER_PREVIEW_MAX_SECONDS = 120;
/** How long an agent holds the account the dialer gave them (renewed when the call is placed). */
export const DIALER_CLAIM_MINUTES = 10;
/** At most this many accounts of the session the caller asks the dialer to pass over. */
export const DIALER_EXCLUDE_MAX = 500;

export const DIALER_MESSAGES = {
  previewSeconds: `The preview must be a whole number of seconds from 0 to ${DIALER_PREVIEW_MAX_SECONDS}`,
  stateReady: 'The dialer calls ready accounts only: leave State empty or set it to ready',
  exclude: `Exclude at most ${DIALER_EXCLUDE_MAX} account ids`,
  accountId: 'Account id must be a whole number from 1',
  outcomePending: 'Save the outcome of your last call before the next one.',
  nothingReady:
    'No account in your queue can be called now: the others wait for calling hours or another rule, or another agent is on them.',
  notClaimed:
    'This account is no longer held for you (the hold ran out or another agent took it): take the next account.',
  noPhone: 'This account has no phone number to call.',
} as const;

const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: MY_QUEUE_MESSAGES.balance });
const toCents = (value: string) => Math.round(Number(value) * 100);
const accountId = z
  .number({ error: DIALER_MESSAGES.accountId })
  .int({ error: DIALER_MESSAGES.accountId })
  .min(1, { error: DIALER_MESSAGES.accountId });

/** POST /api/dialer/next: My queue's filters (ready accounts only) and the accounts this session passed. */
export const dialerNextBodySchema = z
  .object({
    reason: z.enum(QUEUE_REASON_CODES, { error: MY_QUEUE_MESSAGES.reason }).optional(),
    state: z.literal('ready', { error: DIALER_MESSAGES.stateReady }).optional(),
    minBalance: dollars.optional(),
    maxBalance: dollars.optional(),
    exclude: z.array(accountId).max(DIALER_EXCLUDE_MAX, { error: DIALER_MESSAGES.exclude }).optional(),
  })
  .strict()
  .refine(
    (q) =>
      q.minBalance === undefined ||
      q.maxBalance === undefined ||
      toCents(q.minBalance) <= toCents(q.maxBalance),
    { error: MY_QUEUE_MESSAGES.balanceOrder, path: ['maxBalance'] },
  );
export type DialerNextBody = z.infer<typeof dialerNextBodySchema>;

/** POST /api/dialer/dial: call the account the dialer gave the caller, after the preview. */
export const dialerDialBodySchema = z.object({ accountId }).strict();

/**
 * The dialer's answer: the account to work; with no preview the call is placed already (callSid and
 * its status), else callSid is null and the client dials after previewSeconds.
 */
export const dialerTurnSchema = z.object({
  accountId: z.number().int(),
  callSid: z.string().nullable(),
  status: z.string().nullable(),
  previewSeconds: z.number().int(),
  /** The number dialled (the account's primary phone). */
  phoneNumber: z.string(),
});
export type DialerTurn = z.infer<typeof dialerTurnSchema>;

/** GET/PUT /api/admin/dialer/settings (admin). */
export const dialerSettingsSchema = z.object({
  previewSeconds: z
    .number({ error: DIALER_MESSAGES.previewSeconds })
    .int({ error: DIALER_MESSAGES.previewSeconds })
    .min(0, { error: DIALER_MESSAGES.previewSeconds })
    .max(DIALER_PREVIEW_MAX_SECONDS, { error: DIALER_MESSAGES.previewSeconds }),
});
export type DialerSettings = z.infer<typeof dialerSettingsSchema>;
