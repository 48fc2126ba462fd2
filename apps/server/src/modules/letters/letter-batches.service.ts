import {
  type BatchMailed,
  LETTER_BATCH_MESSAGES as BM,
  easternDateOf,
  type LetterBatch,
  LIST_DEFAULT_PAGE_SIZE,
  LETTER_MESSAGES as M,
  validationPeriodOf,
} from '@arrears/domain';
import { and, asc, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LetterBatchRow, type LetterRow, letterBatches, letters, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { heldForBatch } from './held-letters';
import { markLetterMailed } from './letters.service';
import { validationNoticeFigures } from './notice-figures';

function toBatch(row: LetterBatchRow, createdBy: string | null): LetterBatch {
  return {
    id: row.id,
    letterCount: row.letterCount,
    mailedOn: row.mailedOn,
    createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/admin/letters/batches: every queued print letter not in a batch yet joins a new one,
 * but those of accounts whose mail came back from the address they still have (held, decision 0071).
 * The update takes only rows whose batch_id is still empty, so when two requests race PostgreSQL
 * makes the second wait on the first's rows and skip them: a letter is in one batch at most.
 */
export async function makeBatch(db: Database, input: { userId: number; now: number }): Promise<LetterBatch> {
  const { userId } = input;
  const held = await heldForBatch(db, input.now);
  const batch = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(letterBatches)
      .values({ letterCount: 0, createdByUserId: userId })
      .returning();
    const taken = await tx
      .update(letters)
      .set({ batchId: made.id })
      .where(
        and(
          eq(letters.status, 'queued'),
          eq(letters.delivery, 'print'),
          isNull(letters.batchId),
          // Letters to an address mail came back from wait for a new one (held-letters.ts).
          held.length > 0 ? notInArray(letters.debtAccountId, held) : undefined,
        ),
      )
      .returning({ id: letters.id });
    // Throwing rolls the empty batch back with the transaction.
    if (taken.length === 0) throw new HttpError(409, BM.nothingQueued);
    const [row] = await tx
      .update(letterBatches)
      .set({ letterCount: taken.length })
      .where(eq(letterBatches.id, made.id))
      .returning();
    return row;
  });
  await dateForPrint(db, batch.id, easternDateOf(input.now), userId);
  return (await findBatch(db, batch.id)) as LetterBatch;
}

/**
 * The batch is the print run: a validation notice drafted on an earlier day is printed with the
 * batch day's figures (its date, amount and end of the validation period), so a batch mailed the
 * day it is made keeps every notice's end date true. Each letter is its own small transaction after
 * the batch is taken; one left undated (a crash between) is still caught by the mailing rules.
 */
async function dateForPrint(db: Database, batchId: number, day: string, userId: number): Promise<void> {
  const earlier = await db
    .select()
    .from(letters)
    .where(
      and(
        eq(letters.batchId, batchId),
        eq(letters.status, 'queued'),
        eq(letters.template, 'validation_notice'),
        sql`${letters.figures}->>'letterDate' < ${day}`,
      ),
    )
    .orderBy(asc(letters.id));
  for (const letter of earlier) {
    const figures = await validationNoticeFigures(db, await requireAccount(db, letter.debtAccountId), day);
    await db.transaction(async (tx) => {
      const [dated] = await tx
        .update(letters)
        .set({ figures, validationEndDate: figures.validationEndDate })
        .where(and(eq(letters.id, letter.id), eq(letters.status, 'queued')))
        .returning({ id: letters.id });
      if (!dated) return;
      await addTimelineEntry(tx, {
        debtAccountId: letter.debtAccountId,
        channel: 'Note',
        userId,
        message: `Validation notice ${letter.id} dated ${day} for print batch ${batchId}; the validation period it prints ends ${figures.validationEndDate}`,
        details: {
          kind: 'validation_notice',
          letterId: letter.id,
          validationEndDate: figures.validationEndDate,
        },
      });
    });
  }
}

export async function findBatch(db: Database, id: number): Promise<LetterBatch | null> {
  const [row] = await db
    .select({ batch: letterBatches, createdBy: users.username })
    .from(letterBatches)
    .leftJoin(users, eq(users.id, letterBatches.createdByUserId))
    .where(eq(letterBatches.id, id));
  return row ? toBatch(row.batch, row.createdBy) : null;
}

export async function requireBatch(db: Database, id: number): Promise<LetterBatch> {
  const batch = await findBatch(db, id);
  if (!batch) throw new HttpError(404, BM.batchNotFound);
  return batch;
}

/** GET /api/admin/letters/batches: newest first, one page. */
export async function listBatches(db: Database, q: { page?: number; pageSize?: number }) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ batch: letterBatches, createdBy: users.username })
      .from(letterBatches)
      .leftJoin(users, eq(users.id, letterBatches.createdByUserId))
      .orderBy(desc(letterBatches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(letterBatches),
  ]);
  return { batches: rows.map((r) => toBatch(r.batch, r.createdBy)), total, page, pageSize };
}

/**
 * The batch's letters in print order (the PDF's and the manifest's): a notice and its Spanish
 * companion side by side, English first (it is made first, so it has the lower id), one envelope.
 */
export async function lettersOfBatch(db: Database, batchId: number): Promise<LetterRow[]> {
  return db
    .select()
    .from(letters)
    .where(eq(letters.batchId, batchId))
    .orderBy(
      sql`least(${letters.id}, coalesce(${letters.companionLetterId}, ${letters.id}))`,
      asc(letters.id),
    );
}

/**
 * POST /api/admin/letters/batches/{id}/mailed: each queued letter of the batch is marked mailed
 * through the single letter's path, so the same rules hold per letter (decision 0065): a notice
 * whose printed end date would come too early for that mailing day is refused and named, and stays
 * queued; the others are mailed and their validation notices recorded. Only a batch with no letter
 * left waiting answers 409.
 */
export async function markBatchMailed(
  db: Database,
  input: { id: number; mailedOn?: string; userId: number; now: number },
): Promise<BatchMailed> {
  const batch = await requireBatch(db, input.id);
  const waiting = (await lettersOfBatch(db, batch.id)).filter((l) => l.status === 'queued');
  if (waiting.length === 0) throw new HttpError(409, BM.batchMailed);
  const mailedOn = input.mailedOn ?? easternDateOf(input.now);
  // The day itself is checked once for the batch: a bad day is the request's fault, not a letter's.
  try {
    validationPeriodOf(mailedOn);
  } catch {
    throw new HttpError(400, M.mailedOnInvalid);
  }
  if (mailedOn > easternDateOf(input.now)) throw new HttpError(400, M.mailedOnFuture);
  const result: BatchMailed = { id: batch.id, mailedOn, mailed: [], refused: [] };
  for (const letter of waiting) {
    try {
      const row = await markLetterMailed(db, {
        id: letter.id,
        mailedOn,
        userId: input.userId,
        now: input.now,
      });
      result.mailed.push({ id: row.id, validationEndDate: row.validationEndDate });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ id: letter.id, message: error.message });
    }
  }
  // The batch is mailed once a letter of it went; one whose letters were all refused can be tried again.
  if (result.mailed.length > 0)
    await db.update(letterBatches).set({ mailedOn }).where(eq(letterBatches.id, batch.id));
  return result;
}
