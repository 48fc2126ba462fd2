import type { PreferredLanguage } from '../accounts/preferred-language';

/**
 * The debt-collector disclosure (15 U.S.C. §1692e(11), 12 CFR 1006.18(e); decision 0097). The initial
 * communication with a consumer carries the full form (the "mini-Miranda": from a debt collector, an
 * attempt to collect a debt, information obtained used for that purpose); every later one at least
 * the short form. The server adds it to every message to a consumer as the message leaves.
 */
export const DISCLOSURE_FORMS = ['initial', 'subsequent'] as const;
export type DisclosureForm = (typeof DISCLOSURE_FORMS)[number];

/**
 * The words, in each language a consumer reads. The Spanish keeps the words of the Spanish letters
 * and validation notice ("es un cobrador de deudas", "Estamos tratando de cobrar una deuda",
 * "Usaremos cualquier información", validation-notice-text-es.ts).
 */
export const DEBT_COLLECTOR_DISCLOSURE: Record<PreferredLanguage, Record<DisclosureForm, string>> = {
  en: {
    initial:
      'This communication is from a debt collector. This is an attempt to collect a debt and any ' +
      'information obtained will be used for that purpose.',
    subsequent: 'This is a debt collector.',
  },
  es: {
    initial:
      'Esta comunicación es de un cobrador de deudas. Estamos tratando de cobrar una deuda y ' +
      'usaremos cualquier información que obtengamos para ese fin.',
    subsequent: 'Esto es un cobrador de deudas.',
  },
};

/** The full English form: what the agent reads on a call, and what PDFs (receipts, statements) print. */
export const COLLECTION_DISCLOSURE = DEBT_COLLECTOR_DISCLOSURE.en.initial;
/** The full Spanish form. */
export const COLLECTION_DISCLOSURE_ES = DEBT_COLLECTOR_DISCLOSURE.es.initial;

/** The full form in `lang`. */
export function fullDisclosure(lang: PreferredLanguage): string {
  return DEBT_COLLECTOR_DISCLOSURE[lang].initial;
}

/** Spaces and line breaks do not matter, nor case: a form wrapped over two lines is still there. */
const comparable = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether `body` already says what `form` asks in `lang` (the full form satisfies the short one). */
export function hasDisclosure(body: string, form: DisclosureForm, lang: PreferredLanguage): boolean {
  const text = comparable(body);
  const forms = DEBT_COLLECTOR_DISCLOSURE[lang];
  if (text.includes(comparable(forms.initial))) return true;
  return form === 'subsequent' && text.includes(comparable(forms.subsequent));
}

/** Each language once, in the order given. */
function distinct(languages: readonly PreferredLanguage[]): PreferredLanguage[] {
  return [...new Set(languages)];
}

/** The disclosures a message in `languages` carries, one per language: what the compose card shows. */
export function disclosureLines(form: DisclosureForm, languages: readonly PreferredLanguage[]): string[] {
  return distinct(languages).map((lang) => DEBT_COLLECTOR_DISCLOSURE[lang][form]);
}

/** The disclosures `body` still lacks. */
export function missingDisclosures(
  body: string,
  form: DisclosureForm,
  languages: readonly PreferredLanguage[],
): string[] {
  return distinct(languages)
    .filter((lang) => !hasDisclosure(body, form, lang))
    .map((lang) => DEBT_COLLECTOR_DISCLOSURE[lang][form]);
}

/**
 * `body` with the disclosure in each of `languages` it does not carry yet, after it (joined by
 * `separator`); a body that already says it is returned as it is.
 */
export function withDisclosure(
  body: string,
  form: DisclosureForm,
  languages: readonly PreferredLanguage[],
  separator = '\n\n',
): string {
  const missing = missingDisclosures(body, form, languages);
  if (!missing.length) return body;
  const text = body.trimEnd();
  return [...(text ? [text] : []), ...missing].join(separator);
}
