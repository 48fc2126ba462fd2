import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageFromAcceptHeader,
  type PreferredLanguage,
  siteLanguageOf,
} from '@arrears/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The site language cookie (decision 0072): not HttpOnly, since the SPA reads it to start in the right
 * language, and lax like the session. Not a `__Host-` name: the SPA reads it by one name everywhere.
 */
export function setLanguageCookie(
  reply: FastifyReply,
  config: Pick<Config, 'isProduction'>,
  language: PreferredLanguage,
): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}

/** The language the browser chose on the site (the cookie), or null. */
export function cookieLanguageOf(request: FastifyRequest): PreferredLanguage | null {
  return siteLanguageOf(request.cookies?.[LANGUAGE_COOKIE]);
}

/** The language of a page or a message sent for this request: the cookie, else Accept-Language, else English. */
export function requestLanguageOf(request: FastifyRequest): PreferredLanguage {
  return cookieLanguageOf(request) ?? languageFromAcceptHeader(request.headers['accept-language']) ?? 'en';
}
