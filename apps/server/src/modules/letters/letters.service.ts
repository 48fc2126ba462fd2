import {
  type CreateLetterBody,
  easternDateOf,
  LETTER_MESSAGES as M,
  validationPeriodOf,
} from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type LetterRow, letters } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { validationNoticeFigures } from './notice-figures';
import { draftedMessage, noticeLanguages } from './notice-languages';
import { claimNoticeDrafting, type NoticeDrafter, redrawWaitingNotice } from './notice-once';
import { createOtherLetter } from './other-letters.service';
import { refuseReturnedAddress } from './returned-mail.service';
import { refuseScrubbedLetter, refuseUnlicensedLetter } from './scrubbed-letters';
import { recordValidationNotice } from './validation-notices';

/**
 * What can be made: every template (decision 0067) to print; the notice in English and Spanish
 * (decision 0066), the other letters in the languages they are written in (TEMPLATE_LANGUAGES).
 * By e-mail (letter-email.ts), the validation notice only, a Spanish reader's as the English and
 * Spanish pair. The rest answers 400, honestly.
 */
export function refuseWhatIsNotBuiltYet(body: CreateLetterBody): void {
  if (body.delivery === 'email' && body.template !== 'validation_notice')
    throw new HttpError(400, M.emailNotYet);
}

/**
 * POST /api/debtors/{id}/letters: drafts the notice, queued for the print run, once: asked again while
 * one waits for the next batch, that one is redrawn for today (notice-once.ts; the job drafts a first only). A Spanish notice, or
 * any notice for a consumer who reads Spanish, is made in English and Spanish from the same figures
 * (noticeLanguages); the answer is the letter asked for, with the other as `companionLetterId`.
 */
export async function createLetter(
  db: Database,
  input: {
    accountId: string | number;
    body: CreateLetterBody;
    userId: number | null;
    now: number;
    drafter?: NoticeDrafter;
  },
): Promise<LetterRow> {
  const account = await requireAccount(db, input.accountId);
  refuseWhatIsNotBuiltYet(input.body);
  await refuseScrubbedLetter(db, account, input.now);
  await refuseUnlicensedLetter(db, account);
  if (input.body.delivery === 'print') await refuseReturnedAddress(db, account);
  const { template } = input.body;
  if (template !== 'validation_notice')
    return createOtherLetter(db, { ...input, account, template, letterDate: easternDateOf(input.now) });
  const figures = await validationNoticeFigures(db, account, easternDateOf(input.now));
  return db.transaction(async (tx) => {
    const waiting = await claimNoticeDrafting(tx, account.id, input.drafter ?? 'person');
    const languages = noticeLanguages(input.body.language, account.preferredLanguage);
    if (waiting.length > 0)
      return redrawWaitingNotice(tx, waiting, {
        languages,
        asked: input.body.language,
        figures,
        userId: input.userId,
      });
    const made: LetterRow[] = [];
    for (const language of languages) {
      const [row] = await tx
        .insert(letters)
        .values({
          debtAccountId: account.id,
          template: input.body.template,
          language,
          delivery: input.body.delivery,
          status: 'queued',
          figures,
          validationEndDate: figures.validationEndDate,
          companionLetterId: made[0]?.id ?? null,
          createdByUserId: input.userId,
        })
        .returning();
      made.push(row);
      await addTimelineEntry(tx, {
        debtAccountId: account.id,
        channel: 'Note',
        userId: input.userId,
        message: draftedMessage(language, figures.validationEndDate),
        details: {
          kind: 'validation_notice',
          letterId: row.id,
          validationEndDate: figures.validationEndDate,
          ...(language === 'en' ? {} : { language, companionLetterId: made[0].id }),
        },
      });
    }
    const [english, spanish] = made;
    if (spanish) {
      await tx.update(letters).set({ companionLetterId: spanish.id }).where(eq(letters.id, english.id));
      english.companionLetterId = spanish.id;
    }
    return made.find((row) => row.language === input.body.language) ?? english;
  });
}

export async function findLetter(db: Database, id: number): Promise<LetterRow | null> {
  const [row] = await db.select().from(letters).where(eq(letters.id, id));
  return row ?? null;
}

/** The account's latest letters, newest first. */
export async function latestLettersOf(db: Database, accountId: number, limit: number): Promise<LetterRow[]> {
  return db
    .select()
    .from(letters)
    .where(eq(letters.debtAccountId, accountId))
    .orderBy(desc(letters.id))
    .limit(limit);
}

/**
 * POST /api/admin/letters/{id}/mailed: the letter went in the mail on `mailedOn` (today by default).
 * The printed end date must still hold for that mailing day: a later mailing that would give the
 * consumer a later end date than the one printed is refused (the notice would understate their
 * time), and the notice is made anew. The compliance record is written by its one writer.
 */
export async function markLetterMailed(
  db: Database,
  input: { id: number; mailedOn?: string; userId: number; now: number },
): Promise<LetterRow> {
  const letter = await findLetter(db, input.id);
  if (!letter) throw new HttpError(404, M.notFound);
  if (letter.status !== 'queued' || letter.delivery !== 'print') throw new HttpError(409, M.notQueued);
  const today = easternDateOf(input.now);
  const mailedOn = input.mailedOn ?? today;
  let period: ReturnType<typeof validationPeriodOf>;
  try {
    period = validationPeriodOf(mailedOn);
  } catch {
    throw new HttpError(400, M.mailedOnInvalid);
  }
  if (mailedOn > today) throw new HttpError(400, M.mailedOnFuture);
  if (mailedOn < letter.figures.letterDate) throw new HttpError(400, M.mailedBeforeLetter);
  if (letter.validationEndDate !== null && period.endsOn > letter.validationEndDate)
    throw new HttpError(409, M.endDateTooEarly);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(letters)
      .set({ status: 'mailed', mailedOn })
      .where(and(eq(letters.id, letter.id), eq(letters.status, 'queued')))
      .returning();
    if (!updated) throw new HttpError(409, M.notQueued);
    // The English notice is the one the rule requires: its mailing is the record. Its Spanish
    // translation goes in the same envelope and adds none (decision 0066).
    if (letter.template === 'validation_notice' && letter.language === 'en') {
      await recordValidationNotice(tx, {
        accountId: letter.debtAccountId,
        userId: input.userId,
        sentOn: mailedOn,
        method: 'mail',
        now: input.now,
      });
    }
    return updated;
  });
}
