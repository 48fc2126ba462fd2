import { z } from 'zod';
import { normalizePhone } from '../format/account-display';

/** Texts of the text-message opt-in (spec 3 §5, §8). */
export const SMS_OPT_IN_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  consentRequired: 'You must consent to receive SMS messages.',
  consentRequiredTitle: 'Consent Required',
  submissionFailedTitle: 'Submission Failed',
  submissionFailedFallback: 'We could not save your request. Please try again.',
  success: 'Thank you. You are now signed up to receive text messages about your account.',
  throttled: 'Too many requests from this device. Please try again later.',
} as const;

/** Public form: at most 10 stored opt-ins per IP address per hour (more answers 429). */
export const SMS_OPT_IN_THROTTLE = { maxPerIp: 10, windowMs: 60 * 60 * 1000 } as const;

/**
 * The consent the checkbox states, word for word: the page shows it and the server stores this
 * exact text (built from its own brand settings) with each opt-in, as the TCPA record of consent.
 */
export function smsConsentText(companyName: string): string {
  return (
    `I agree to receive automated text messages from ${companyName} about my account at the phone number ` +
    'above, including payment reminders and confirmations, balance notices and dispute updates. ' +
    'Message frequency varies. Message and data rates may apply. Reply STOP to opt out or HELP for help. ' +
    'Consent is not a condition of any purchase or service.'
  );
}

const M = SMS_OPT_IN_MESSAGES;

/** POST /api/sms-opt-in/submit (spec 3 §3, §5): the phone is read as its 10 digits. */
export const smsOptInSchema = z.object({
  fullName: z
    .string({ error: M.fullNameRequired })
    .trim()
    .min(1, M.fullNameRequired)
    .max(100, M.fullNameTooLong),
  phoneNumber: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .transform((value, ctx) => {
      const digits = normalizePhone(value);
      if (digits?.length === 10 && !/[a-z]/i.test(value)) return digits;
      ctx.addIssue({ code: 'custom', message: M.phoneDigits });
      return z.NEVER;
    }),
  consent: z.literal(true, { error: M.consentRequired }),
});
export type SmsOptInInput = z.input<typeof smsOptInSchema>;
export type SmsOptIn = z.output<typeof smsOptInSchema>;

export const smsOptInAnswerSchema = z.object({ message: z.string() });
export type SmsOptInAnswer = z.infer<typeof smsOptInAnswerSchema>;
