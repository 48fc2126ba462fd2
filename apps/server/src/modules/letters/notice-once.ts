import { LETTER_MESSAGES as M } from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { letters, validationNotices } from '../../db/schema';
import { HttpError } from '../../http-error';

/** The advisory lock namespace of notice drafting (first key of the two-key form; any fixed int4). */
const LOCK_CLASS = 230_071;

/**
 * Who drafts: the placement job drafts an account's first notice only (none made, none recorded);
 * a person may draft another once the last one left (mailed, e-mailed, returned), never a second one
 * while one still waits to be printed (decision 0071).
 */
export type NoticeDrafter = 'placement' | 'person';

/** The notice that stops another one being drafted, or null. */
export async function standingNotice(
  db: Database | Transaction,
  accountId: number,
  drafter: NoticeDrafter,
): Promise<{ id: number } | null> {
  const notice = and(eq(letters.debtAccountId, accountId), eq(letters.template, 'validation_notice'));
  const [letter] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(drafter === 'person' ? and(notice, eq(letters.status, 'queued')) : notice)
    .limit(1);
  if (letter || drafter === 'person') return letter ?? null;
  const [recorded] = await db
    .select({ id: validationNotices.id })
    .from(validationNotices)
    .where(eq(validationNotices.debtAccountId, accountId))
    .limit(1);
  return recorded ?? null;
}

/** Another notice for the account would be a second copy of one already drafted: 409. */
export class NoticeAlreadyDrafted extends HttpError {
  constructor(readonly letterId: number) {
    super(409, M.noticeAlreadyDrafted, { letterId });
  }
}

/**
 * Inside the transaction that inserts a notice: one drafting at a time per account, across every
 * instance (a transaction-scoped advisory lock, released at commit), then the check under the lock,
 * so two job runs, or a run and a person, cannot both see "none yet" and both insert.
 */
export async function claimNoticeDrafting(
  tx: Transaction,
  accountId: number,
  drafter: NoticeDrafter,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::integer, ${accountId}::integer)`);
  const standing = await standingNotice(tx, accountId, drafter);
  if (standing) throw new NoticeAlreadyDrafted(standing.id);
}
