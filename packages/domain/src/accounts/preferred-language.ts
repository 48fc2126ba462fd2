/**
 * The language a consumer reads (docs/product/letters.md): an account whose language is Spanish gets its letters in
 * Spanish beside the English ones (decision 0066). Stored as 'en' or 'es'; English by default.
 */
export const PREFERRED_LANGUAGES = ['en', 'es'] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];

export const PREFERRED_LANGUAGE_LABELS: Record<PreferredLanguage, string> = {
  en: 'English',
  es: 'Spanish (español)',
};

/** What a file or a person may write for each language, compared without case or accents. */
const SPELLINGS: Record<string, PreferredLanguage> = {
  en: 'en',
  eng: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spa: 'es',
  spanish: 'es',
  espanol: 'es',
};

/** "Spanish", "ES", "Español" → 'es'; anything not a language we write letters in → null. */
export function parsePreferredLanguage(text: string): PreferredLanguage | null {
  const key = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  return SPELLINGS[key] ?? null;
}

export const PREFERRED_LANGUAGE_MESSAGE = 'Choose the preferred language: en (English) or es (Spanish).';
