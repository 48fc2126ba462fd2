import { type PreferredLanguage, parsePreferredLanguage } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { debtAccounts } from '../db/schema';
import { requestLanguageOf } from './language-cookie';

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

/**
 * The language of a message the debtor's own portal action causes (a receipt, a password reset):
 * the language they are using — the site's cookie (restored from their saved choice at sign-in),
 * else the browser's Accept-Language, else English.
 */
export function debtorActionLanguage(request: FastifyRequest): PreferredLanguage {
  return requestLanguageOf(request);
}
