import { formatCents, formatDisplayDate, type LetterLanguage } from '@arrears/domain';
import { es as noticeEs } from '../validation-notice-text-es';

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

/** How a letter writes money and dates: the Spanish as the Spanish notice does (es-US, month in words). */
export interface LetterFormats {
  money: (cents: number) => string;
  date: (iso: string) => string;
}

const FORMATS: Record<LetterLanguage, LetterFormats> = {
  en: { money: formatCents, date: formatDisplayDate },
  es: { money: noticeEs.money, date: noticeEs.date },
};

export function formatsOf(language: LetterLanguage): LetterFormats {
  return FORMATS[language];
}
