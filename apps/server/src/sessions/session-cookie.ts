import { CHAT_SESSION_COOKIE, SESSION_COOKIE } from '@arrears/domain';
import type { Config } from '../config';

/**
 * The names of the session and chat cookies, derived here and nowhere else. In production they carry
 * the `__Host-` prefix: the browser then accepts them only with Secure, Path=/ and no Domain, so a
 * sibling subdomain or a plain-http page cannot plant or overwrite them. Plain http on localhost
 * (development, tests) cannot set a `__Host-` cookie, hence the bare names there.
 */
export function sessionCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function chatCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? `__Host-${CHAT_SESSION_COOKIE}` : CHAT_SESSION_COOKIE;
}
