import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type PreferredLanguage,
  siteLanguageOf,
} from '@arrears/domain';

/** The site language cookie as the SPA reads and writes it (the server writes the same one at sign-in). */
export function readLanguageCookie(): PreferredLanguage | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  return siteLanguageOf(pair?.slice(LANGUAGE_COOKIE.length + 1));
}

export function writeLanguageCookie(language: PreferredLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers our debtors use.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
