import { z } from 'zod';
import { PREFERRED_LANGUAGES, type PreferredLanguage } from './preferred-language';

/**
 * The language of the site a debtor reads (decision 0072): a cookie the SPA reads (not HttpOnly),
 * a first visit following Accept-Language, and a signed-in debtor's choice kept on their user.
 */
export const LANGUAGE_COOKIE = 'arrears_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const languageBodySchema = z.object({ language: z.enum(PREFERRED_LANGUAGES) });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageResponseSchema = languageBodySchema;

/** 'en' | 'es' when the text is exactly one of them (a cookie's value), else null. */
export function siteLanguageOf(value: string | null | undefined): PreferredLanguage | null {
  return (PREFERRED_LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as PreferredLanguage)
    : null;
}

/**
 * The language an Accept-Language header prefers among ours: ranges by q-value (ties keep their order),
 * "es", "es-US", "es-419" → es; "en-*" → en; "*" or nothing we write → null (the caller falls back to English).
 */
export function languageFromAcceptHeader(header: string | null | undefined): PreferredLanguage | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = siteLanguageOf(tag.split('-')[0]);
    if (primary) return primary;
  }
  return null;
}
