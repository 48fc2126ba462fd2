import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PreferredLanguage } from '@arrears/domain';
import type { Config } from '../../config';
import { t } from '../../i18n/t';

/**
 * The API path of unsubscribing: POST unsubscribes (the page's button, and the RFC 8058 one-click
 * POST of mail providers to the List-Unsubscribe URL); GET only sends a browser on to the page.
 */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';
/** The page the e-mail's link opens: it asks before anything changes (decision 0032). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** A key of its own for unsubscribe links, derived from the session secret (no table, no new setting). */
function linkKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('arrears:unsubscribe-link:v1').digest();
}

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** `<base64url(accountId:address)>.<HMAC>`: says which account and address, and that we wrote it. */
export function unsubscribeToken(sessionSecret: string, accountId: number, address: string): string {
  const payload = Buffer.from(`${accountId}:${address.trim().toLowerCase()}`).toString('base64url');
  return `${payload}.${signatureOf(linkKey(sessionSecret), payload)}`;
}

/** The account and address a token names, or null when it is not one of ours (or was altered). */
export function readUnsubscribeToken(
  sessionSecret: string,
  token: string,
): { accountId: number; address: string } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(linkKey(sessionSecret), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^(\d{1,10}):(.+)$/s.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  return { accountId: Number(match[1]), address: match[2] };
}

type LinkConfig = Pick<Config, 'publicUrl' | 'sessionSecret'>;

const linkTo = (config: LinkConfig, path: string, accountId: number, address: string) =>
  `${config.publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(unsubscribeToken(config.sessionSecret, accountId, address))}`;

/** The link in the e-mail's text: the confirmation page. */
export function unsubscribeUrl(config: LinkConfig, accountId: number, address: string) {
  return linkTo(config, UNSUBSCRIBE_PAGE_PATH, accountId, address);
}

/**
 * The List-Unsubscribe headers (RFC 2369, RFC 8058): the https URL a provider posts
 * `List-Unsubscribe=One-Click` to, the configured mailto after it if any. A scanner that opens the
 * URL with GET is sent to the page and changes nothing.
 */
export function listUnsubscribeHeaders(
  config: LinkConfig & { mail: Pick<Config['mail'], 'unsubscribeMailto'> },
  accountId: number,
  address: string,
): Record<string, string> {
  const targets = [`<${linkTo(config, UNSUBSCRIBE_PATH, accountId, address)}>`];
  const mailto = config.mail.unsubscribeMailto;
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`);
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The text of an e-mail to a debtor with the opt-out line and its link at the end (§1006.6(e)). */
export function withEmailOptOut(
  text: string,
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  accountId: number,
  address: string,
  lang: PreferredLanguage = 'en',
): string {
  const footer = t(lang, 'compliance:emailOptOutFooter', { url: unsubscribeUrl(config, accountId, address) });
  return `${text.trimEnd()}\n\n--\n${footer}\n`;
}

/**
 * A text with 'Reply STOP to opt out.' (in Spanish: 'Responda ALTO…') at the end, unless the agent
 * already wrote it. STOP works in either language (inbound-sms.service.ts).
 */
export function withSmsOptOut(message: string, lang: PreferredLanguage = 'en'): string {
  const footer = t(lang, 'compliance:smsOptOutFooter');
  const text = message.trim();
  if (text.toLowerCase().includes(footer.toLowerCase())) return text;
  return `${text} ${footer}`;
}
