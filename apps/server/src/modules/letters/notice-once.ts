import { type LetterLanguage, LETTER_MESSAGES as M, type ValidationNoticeFigures } from '@arrears/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type LetterRow, letters, validationNotices } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';

/** The advisory lock namespace of notice drafting (first key of the two-key form; any fixed int4). */
const LOCK_CLASS = 230_071;

/**
 * Who drafts (decision 0071): the placement job drafts an account's first notice only (none made,
 * none recorded); a person asking for a notice while one waits for the next print batch gets that
 * one, brought up to date, instead of a second copy in the same batch.
 */
export type NoticeDrafter = 'placement' | 'person';

/** The account already has a notice, so the placement job drafts none; or the request conflicts. */
export class NoticeAlreadyDrafted extends HttpError {
  constructor(readonly letterId: number) {
    super(409, M.noticeAlreadyDrafted, { letterId });
  }
}

/** Any notice letter or notice record of the account (what stops the placement job). */
export async function anyNotice(db: Database | Transaction, accountId: number) {
  const [letter] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.debtAccountId, accountId), eq(letters.template, 'validation_notice')))
    .limit(1);
  if (letter) return letter;
  const [recorded] = await db
    .select({ id: validationNotices.id })
    .from(validationNotices)
    .where(eq(validationNotices.debtAccountId, accountId))
    .limit(1);
  return recorded ?? null;
}

/**
 * Inside the transaction that writes a notice: one drafting at a time per account, across every
 * instance (a transaction-scoped advisory lock, released at commit), then the check under the lock,
 * so two job runs, or a run and a person, cannot both see "none yet" and both insert. Answers the
 * notices waiting for the next print batch (a person's request redraws them instead of adding one).
 */
export async function claimNoticeDrafting(
  tx: Transaction,
  accountId: number,
  drafter: NoticeDrafter,
): Promise<LetterRow[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::integer, ${accountId}::integer)`);
  if (drafter === 'placement') {
    const standing = await anyNotice(tx, accountId);
    if (standing) throw new NoticeAlreadyDrafted(standing.id);
  }
  return tx
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.debtAccountId, accountId),
        eq(letters.template, 'validation_notice'),
        eq(letters.status, 'queued'),
        eq(letters.delivery, 'print'),
        isNull(letters.batchId),
      ),
    )
    .orderBy(asc(letters.id));
}

/**
 * A person asked for a notice while the same notice (same languages) waits for the next batch: that
 * one is redrawn with today's figures and answered, so the batch prints one copy, up to date. Other
 * languages than those waiting: 409, as the two would not make one envelope.
 */
export async function redrawWaitingNotice(
  tx: Transaction,
  waiting: LetterRow[],
  input: {
    languages: readonly LetterLanguage[];
    asked: LetterLanguage;
    figures: ValidationNoticeFigures;
    userId: number | null;
  },
): Promise<LetterRow> {
  const have = waiting
    .map((l) => l.language)
    .sort()
    .join();
  if (have !== [...input.languages].sort().join()) throw new NoticeAlreadyDrafted(waiting[0].id);
  const { figures } = input;
  const redrawn: LetterRow[] = [];
  for (const letter of waiting) {
    const [row] = await tx
      .update(letters)
      .set({ figures, validationEndDate: figures.validationEndDate })
      .where(eq(letters.id, letter.id))
      .returning();
    redrawn.push(row);
    await addTimelineEntry(tx, {
      debtAccountId: letter.debtAccountId,
      channel: 'Note',
      userId: input.userId,
      message: `Validation notice ${letter.id}${letter.language === 'es' ? ' in Spanish' : ''}, waiting to print, redrawn for ${figures.letterDate}; the validation period it prints ends ${figures.validationEndDate}`,
      details: {
        kind: 'validation_notice',
        letterId: letter.id,
        validationEndDate: figures.validationEndDate,
      },
    });
  }
  return redrawn.find((r) => r.language === input.asked) ?? redrawn[0];
}
