import { z } from 'zod';
import type { Role } from '../auth/roles';

/**
 * Who may lift a recorded contact preference (decision 0088). A cease, an opt-out or a revoked
 * consent the consumer gave is the consumer's: only an administrator lifts it, with a reason, and
 * each lift is a security event. An opt-out the chat recorded for a wrong-person report is staff's
 * to review. Withdrawing a consent to texts only lowers contact: any agent on the account may.
 */

/** contact_preferences.source of a wrong-person report of the chat (decision 0048). */
export const WRONG_PARTY_SOURCE = 'chat_wrong_party';

/** The kinds that stop contact (the others, consent to texts, allow it). */
export const RESTRICTING_PREFERENCE_KINDS: readonly string[] = [
  'opt_out_call',
  'opt_out_sms',
  'opt_out_email',
  'cease',
];

/** admin: the consumer's choice; back_office: a wrong-person stop; agents: a consent withdrawn. */
export type PreferenceLiftRule = 'admin' | 'back_office' | 'agents';

export function liftRuleOf(preference: { kind: string; source: string }): PreferenceLiftRule {
  if (!RESTRICTING_PREFERENCE_KINDS.includes(preference.kind)) return 'agents';
  return preference.source === WRONG_PARTY_SOURCE ? 'back_office' : 'admin';
}

const LIFTERS: Record<PreferenceLiftRule, readonly Role[]> = {
  admin: ['admin'],
  back_office: ['admin', 'staff'],
  agents: ['admin', 'staff', 'collector'],
};

/** Whether a user of this role may lift (revoke) the preference. */
export function mayLiftPreference(
  role: Role | null | undefined,
  preference: { kind: string; source: string },
): boolean {
  return role ? LIFTERS[liftRuleOf(preference)].includes(role) : false;
}

export const PREFERENCE_LIFT_MESSAGES = {
  reasonRequired: 'Please give the reason for lifting this preference',
  consumerChoice:
    'Only an administrator can lift a cease, an opt-out or a revoked consent the consumer gave, and only with a reason',
  wrongPartyStop: 'Only staff can lift a stop recorded for a wrong-person report, after reviewing the number',
  consentRevoked:
    'The consumer withdrew consent to texts for this number: only an administrator can record it again, with the reason in the note',
  collectorNoticeDate:
    'A collector can record only a validation notice sent today. Please ask staff to record an earlier date.',
  beforePlacement: 'The validation notice cannot have been sent before the account was placed ({date})',
  reviewNotFound: 'Wrong-person report not found',
  reviewDone: 'This wrong-person report was already reviewed',
  reviewAction: 'Please choose whether to stop contact on this number or keep it',
} as const;

/** DELETE /api/debtors/{id}/compliance/preferences/{prefId}: why it is lifted (required). */
export const revokePreferenceBodySchema = z.object(
  {
    reason: z
      .string({ error: PREFERENCE_LIFT_MESSAGES.reasonRequired })
      .trim()
      .min(1, PREFERENCE_LIFT_MESSAGES.reasonRequired)
      .max(500, 'The reason can be at most 500 characters'),
  },
  { error: PREFERENCE_LIFT_MESSAGES.reasonRequired },
);
export type RevokePreferenceBody = z.input<typeof revokePreferenceBodySchema>;

/**
 * A wrong-person report from a chat that proved no identity: nothing was stopped; staff review it.
 * `stop` stops calls and texts to the number on this account; `keep` closes it (the number is the debtor's).
 */
export const WRONG_PARTY_REVIEW_ACTIONS = ['stop', 'keep'] as const;
export const wrongPartyReviewBodySchema = z.object({
  action: z.enum(WRONG_PARTY_REVIEW_ACTIONS, { error: PREFERENCE_LIFT_MESSAGES.reviewAction }),
});
export type WrongPartyReviewBody = z.input<typeof wrongPartyReviewBodySchema>;

/** GET /api/debtors/{id}/compliance/wrong-party-reports: the reports still to review. */
export const wrongPartyReportSchema = z.object({
  id: z.number(),
  phone: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type WrongPartyReport = z.infer<typeof wrongPartyReportSchema>;
