import { type CustomerDocument, LETTER_TEMPLATE_LABELS } from '@arrears/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { debtAccounts, letters } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { renderStoredLetter } from './render-letter';

/** Letters the consumer has been sent (a queued one is not theirs to read until it goes out). */
const SENT = ['mailed', 'emailed', 'returned'] as const;

/**
 * The letters of the debtor's own accounts as rows of their Documents page (kind 'letter'), newest
 * first. The size is the PDF's own: a debtor has a few letters, so each is drawn to measure it.
 */
export async function debtorLetterDocuments(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
): Promise<CustomerDocument[]> {
  const rows = await deps.db
    .select({ letter: letters, accountNumber: debtAccounts.accountNumber })
    .from(letters)
    .innerJoin(debtAccounts, eq(debtAccounts.id, letters.debtAccountId))
    .where(and(eq(debtAccounts.userId, userId), inArray(letters.status, [...SENT])))
    .orderBy(desc(letters.createdAt), desc(letters.id));
  return Promise.all(
    rows.map(async ({ letter, accountNumber }) => ({
      id: letter.id,
      originalFilename: `${LETTER_TEMPLATE_LABELS[letter.template]}${letter.language === 'es' ? ' in Spanish' : ''} ${letter.figures.letterDate}.pdf`,
      documentType: 'notice',
      size: (await renderStoredLetter(letter.figures, letter.language, deps.config)).length,
      createdAt: letter.createdAt.toISOString(),
      accountNumber,
      kind: 'letter' as const,
    })),
  );
}
