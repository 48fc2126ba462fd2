import { z } from 'zod';
import { normalizePhone } from '../format/account-display';
import { THROTTLES } from '../security/throttles';

/** Texts of the text-message opt-in (docs/product/text-opt-in.md). */
export const SMS_OPT_IN_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  consentRequired: 'You must consent to receive SMS messages.',
  consentRequiredTitle: 'Consent Required',
  submissionFailedTitle: 'Submission Failed',
  submissionFailedFallback: 'We could not save your request. Please try again.',
  /** The submit answer's `message` (docs/product/text-opt-in.md): the consent waits for the number to confirm it. */
  confirmationSent:
    'We sent a text message to your phone to confirm. Reply YES to it, or enter the 6-digit code from it below.',
  success:
    'Thank you. Your number is confirmed: you are now signed up to receive text messages about your account.',
  throttled: 'Too many requests from this device. Please try again later.',
  numberThrottled: 'We already sent several confirmation texts to this number. Please try again later.',
  numberStopped:
    'This number asked us to stop texting it (STOP). Text START to our number first, then submit this form again.',
  textFailed: 'We could not send the confirmation text. Please check the number and try again.',
  codeRequired: 'Enter the 6-digit code from the text message',
  codeWrong: 'That code is not right. Please check the text message and try again.',
  codeDead:
    'This code has expired or was entered wrong too many times. Please submit the form again to get a new code.',
  codeTitle: 'Confirm Your Number',
} as const;

/**
 * The number confirms the consent (decision 0032): a code texted to it lives a few minutes and dies
 * after a few wrong tries; a YES reply counts within 7 days of the request; one number gets only a
 * few confirmation texts an hour, so the public form cannot be used to flood someone's phone. The
 * counts are the sms-opt-in-* throttles (security/throttles.ts).
 */
export const SMS_OPT_IN_CONFIRMATION = {
  codeLength: 6,
  /** A code lives as long as its tries are counted (the sms-opt-in-code throttle). */
  codeTtlMs: THROTTLES['sms-opt-in-code'].windowMs,
  maxCodeAttempts: THROTTLES['sms-opt-in-code'].limit,
  replyWindowMs: 7 * 24 * 60 * 60 * 1000,
  maxTextsPerNumber: THROTTLES['sms-opt-in-number'].limit,
  textWindowMs: THROTTLES['sms-opt-in-number'].windowMs,
} as const;

/** The one text the opt-in sends: names the sender, asks for YES or the code, carries STOP and HELP. */
export function smsConfirmationText(companyName: string, code: string): string {
  return (
    `${companyName}: Reply YES to confirm you want texts about your account from us, or enter code ${code} ` +
    'on our website (valid 15 minutes). Msg & data rates may apply. Reply STOP to opt out, HELP for help.'
  );
}

/** Public form: stored opt-ins per IP address (the sms-opt-in-ip throttle; more answer 429). */
export const SMS_OPT_IN_THROTTLE = {
  maxPerIp: THROTTLES['sms-opt-in-ip'].limit,
  windowMs: THROTTLES['sms-opt-in-ip'].windowMs,
} as const;

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

/**
 * The same consent in Spanish, for the page shown in Spanish (decision 0073). ALTO and AYUDA are the Spanish
 * keywords of docs/product/compliance.md; STOP and HELP work too.
 */
export function smsConsentTextEs(companyName: string): string {
  return (
    `Acepto recibir mensajes de texto automáticos de ${companyName} sobre mi cuenta en el número de teléfono ` +
    'indicado arriba, incluidos recordatorios y confirmaciones de pago, avisos de saldo y novedades de disputas. ' +
    'La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para ' +
    'dejar de recibirlos o AYUDA para pedir ayuda. El consentimiento no es una condición para ninguna compra ni servicio.'
  );
}

const M = SMS_OPT_IN_MESSAGES;

/** POST /api/sms-opt-in/submit (docs/product/text-opt-in.md): the phone is read as its 10 digits. */
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

/** POST /api/sms-opt-in/confirm: the number and the code texted to it. */
export const smsOptInConfirmSchema = z.object({
  phoneNumber: smsOptInSchema.shape.phoneNumber,
  code: z
    .string({ error: M.codeRequired })
    .trim()
    .regex(/^\d{6}$/, M.codeRequired),
});
export type SmsOptInConfirmInput = z.input<typeof smsOptInConfirmSchema>;
export type SmsOptInConfirm = z.output<typeof smsOptInConfirmSchema>;
