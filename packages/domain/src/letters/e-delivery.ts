import { z } from 'zod';
import { PREFERRED_LANGUAGES, type PreferredLanguage } from '../accounts/preferred-language';

/**
 * Consent to receive letters by e-mail (E-SIGN, 15 U.S.C. 7001(c); decision 0069). Before consenting,
 * the consumer is told, in plain words, what 7001(c)(1) asks: that paper stays available, that
 * consent can be withdrawn, what it covers, how to ask for a paper copy, and what they need to read
 * the letters. The same words are kept with each consent.
 */
export const E_DELIVERY_DISCLOSURE = [
  'You can choose to get your letters from us by e-mail instead of by post.',
  'What this covers: the letters about this account, including the validation notice, which tells you about the debt and your rights. We e-mail you a link; the letter itself is on your Documents page when you sign in.',
  'You do not have to agree. Paper letters stay available to you.',
  'You can change your mind at any time: untick the box on this page, use the link at the end of any of our e-mails, or call us. Letters go back to the post from then on.',
  'You can ask for a paper copy of any letter, free of charge, by calling us.',
  'To read the letters you need an e-mail address, a web browser, and a program that opens PDF files. If your e-mail address changes, tell us.',
] as const;

export const E_DELIVERY_MESSAGES = {
  checkbox: 'Send my letters by e-mail instead of post',
  noEmail: 'We have no e-mail address for this account. Add one before choosing e-mail delivery.',
  consented: 'Your letters about this account will come by e-mail.',
  withdrawn: 'Your letters about this account will come by post.',
  notYourAccount: 'This account is not linked to you.',
  noConsent:
    'This consumer has not agreed to receive letters by e-mail. Record their consent first, or send the letter by post.',
  notEmailed: 'Only a letter sent by e-mail can bounce.',
  noteRequired: 'Say how the consumer gave consent (for example, on a recorded call).',
  debtAccountId: 'Choose an account.',
} as const;

/**
 * The same disclosure in Spanish (decision 0072), line for line with the English: the page shows the words in the
 * reader's language, and the words the reader saw are the ones kept with the consent.
 */
export const E_DELIVERY_DISCLOSURE_ES = [
  'Puede elegir recibir nuestras cartas por correo electrónico en lugar de por correo postal.',
  'Qué incluye: las cartas sobre esta cuenta, incluido el aviso de validación, que le informa sobre la deuda y sus derechos. Le enviamos un enlace por correo electrónico; la carta misma está en su página de documentos cuando inicia sesión.',
  'No está obligado a aceptar. Las cartas en papel siguen a su disposición.',
  'Puede cambiar de opinión en cualquier momento: desmarque la casilla en esta página, use el enlace al final de cualquiera de nuestros correos electrónicos o llámenos. Desde ese momento, las cartas vuelven a llegarle por correo postal.',
  'Puede pedir una copia en papel de cualquier carta, sin costo, llamándonos.',
  'Para leer las cartas necesita una dirección de correo electrónico, un navegador web y un programa que abra archivos PDF. Si cambia su dirección de correo electrónico, avísenos.',
] as const satisfies { length: (typeof E_DELIVERY_DISCLOSURE)['length'] };

/** The disclosure's lines in a language. */
export function eDeliveryDisclosureIn(language: PreferredLanguage): readonly string[] {
  return language === 'es' ? E_DELIVERY_DISCLOSURE_ES : E_DELIVERY_DISCLOSURE;
}

/** The disclosure as one text (kept with each consent), in the language the consumer read it. */
export const eDeliveryDisclosureText = (language: PreferredLanguage = 'en'): string =>
  eDeliveryDisclosureIn(language).join('\n');

/** POST and DELETE /api/customer/e-delivery (the debtor's own account). */
export const eDeliveryBodySchema = z.object({
  debtAccountId: z.number({ message: E_DELIVERY_MESSAGES.debtAccountId }).int().positive(),
  /** The language the consumer read the disclosure in (default English): those words are kept with the consent. */
  language: z.enum(PREFERRED_LANGUAGES).optional(),
});

/** POST /api/debtors/{id}/e-delivery: an agent records the consent the consumer gave them. */
export const agentEDeliveryBodySchema = z.object({
  note: z.string().trim().min(1, E_DELIVERY_MESSAGES.noteRequired).max(500),
});

/** One account's state of e-mail delivery (GET /api/customer/e-delivery lists the debtor's). */
export const eDeliveryStateSchema = z.object({
  debtAccountId: z.number().int(),
  accountNumber: z.string(),
  /** Masked (j•••@example.com); null when the account has no address. */
  emailAddress: z.string().nullable(),
  consented: z.boolean(),
  /** ISO time the live consent was given, and how. */
  givenAt: z.string().nullable(),
  method: z.enum(['portal', 'agent']).nullable(),
  message: z.string().optional(),
});
export type EDeliveryState = z.infer<typeof eDeliveryStateSchema>;
export const eDeliveryStatesSchema = z.array(eDeliveryStateSchema);
