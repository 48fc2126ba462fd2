import type { ContactPreferenceKind } from '@arrears/domain';

/** What the agent picks in the Record dialog, in words. */
export const PREFERENCE_LABELS: Record<ContactPreferenceKind, string> = {
  opt_out_call: 'Opt-out of calls',
  opt_out_sms: 'Opt-out of text messages',
  opt_out_email: 'Opt-out of e-mails',
  sms_consent: 'Consent to text messages',
  cease: 'Cease communication request',
};

/** Kinds that concern one phone number (consent and STOP are per number). */
export const PHONE_KINDS: readonly ContactPreferenceKind[] = ['sms_consent', 'opt_out_sms'];

/** The toasts of the compliance actions (the spec has none: same style as docs/product/contact-center.md). */
export const COMPLIANCE_TOASTS = {
  recorded: 'Compliance Record Saved',
  revoked: 'Compliance Record Revoked',
  validation: 'Validation Notice Recorded',
  failed: {
    title: 'Compliance Update Failed',
    description: 'Could not save the compliance record. Please try again.',
  },
} as const;
