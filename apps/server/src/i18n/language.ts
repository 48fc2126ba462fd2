import { type PreferredLanguage, parsePreferredLanguage } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { debtAccounts } from '../db/schema';

/** The cookie the site's language switch writes (decision 0072): 'en' or 'es'. */
export const LANGUAGE_COOKIE = 'arrears_lang';

/** An account's language for messages about the account; anything unreadable reads as English. */
export function accountLanguage(account: { preferredLanguage?: string | null }): PreferredLanguage {
  return (account.preferredLanguage && parsePreferredLanguage(account.preferredLanguage)) || 'en';
}

/** The language of account `id` (English when there is no such account). */
export async function languageOfAccount(db: Database, id: number): Promise<PreferredLanguage> {
  const [row] = await db
    .select({ preferredLanguage: debtAccounts.preferredLanguage })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id));
  return row ? accountLanguage(row) : 'en';
}

/** The language of the request: its `arrears_lang` cookie, English without one. */
export function requestLanguage(request: Pick<FastifyRequest, 'cookies'>): PreferredLanguage {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return cookie === 'es' || cookie === 'en' ? cookie : 'en';
}

/**
 * The language of a message the debtor's own portal action causes (a receipt, a password reset):
 * the language they are using. Today the request's cookie; the place to add the signed-in user's
 * saved language (users.preferred_language) once it exists.
 */
export function debtorActionLanguage(request: Pick<FastifyRequest, 'cookies'>): PreferredLanguage {
  return requestLanguage(request);
}
