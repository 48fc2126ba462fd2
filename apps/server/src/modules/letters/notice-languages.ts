import type { LetterLanguage } from '@arrears/domain';

/**
 * The languages a validation notice is made in (decision 0066). A Spanish notice always goes with the
 * English one (§1006.34(e): a translation is sent with the English notice), and a consumer whose
 * account says they read Spanish gets both whichever was asked for. English first: it is the notice
 * the rule requires, and the one on top in the envelope.
 */
export function noticeLanguages(requested: LetterLanguage, preferred: string): LetterLanguage[] {
  return requested === 'es' || preferred === 'es' ? ['en', 'es'] : ['en'];
}

/** The timeline's line for a drafted notice; the English keeps the words it had before Spanish. */
export function draftedMessage(language: LetterLanguage, validationEndDate: string): string {
  return language === 'es'
    ? `Validation notice in Spanish drafted for print, to go with the English one; the validation period it prints ends ${validationEndDate}`
    : `Validation notice drafted for print; the validation period it prints ends ${validationEndDate}`;
}
