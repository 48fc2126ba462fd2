import { fullDisclosure, type LetterLanguage } from '@arrears/domain';
import { hoursOf } from '../validation-notice-text-es';

/**
 * The words every letter other than the validation notice shares. One catalogue per language:
 * Spanish adds `es` beside `en`. None of them mentions legal action, so a time-barred account's
 * letters can carry them all (decision 0067).
 */
export interface CommonText {
  reference: (ref: string) => string;
  callUs: (phone: string, hours: string) => string;
  dear: (name: string) => string;
  /**
   * The debt-collector disclosure (15 U.S.C. §1692e(11)) on every letter, in full (decision 0097): a
   * letter may be the first communication, and a reprint must read as the letter did.
   */
  debtCollector: string;
  questions: (phone: string, hours: string) => string;
  signOff: (collector: string) => string;
}

const en: CommonText = {
  reference: (ref) => `Reference: ${ref}`,
  callUs: (phone, hours) => `Call us at ${phone}, ${hours}`,
  dear: (name) => `Dear ${name},`,
  debtCollector: fullDisclosure('en'),
  questions: (phone, hours) =>
    `Questions? Call us at ${phone}, ${hours}, or write to us at the address above.`,
  signOff: (collector) => `Sincerely,\n${collector}`,
};

// Spanish in the notice's register (usted); the agency's hours in Spanish when they are the product's own.
const es: CommonText = {
  reference: (ref) => `Referencia: ${ref}`,
  callUs: (phone, hours) => `Llámenos al ${phone}, ${hoursOf(hours)}`,
  dear: (name) => `Estimado(a) ${name}:`,
  debtCollector: fullDisclosure('es'),
  questions: (phone, hours) =>
    `¿Tiene preguntas? Llámenos al ${phone}, ${hoursOf(hours)}, o escríbanos a la dirección de arriba.`,
  signOff: (collector) => `Atentamente,\n${collector}`,
};

const CATALOGUES: Record<LetterLanguage, CommonText> = { en, es };

export function commonText(language: LetterLanguage): CommonText {
  return CATALOGUES[language];
}
