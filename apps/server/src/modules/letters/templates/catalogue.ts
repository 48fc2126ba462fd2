import type { LetterLanguage } from '@arrears/domain';

/** One typed catalogue per letter, keyed by language; Spanish adds `es` beside `en`. */
export function pick<T>(
  catalogues: Partial<Record<LetterLanguage, T>>,
  language: LetterLanguage,
  name: string,
): T {
  const text = catalogues[language];
  if (!text) throw new Error(`No ${name} text in ${language}`);
  return text;
}
