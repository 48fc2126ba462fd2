import {
  type CreateLetterBody,
  LETTER_TEMPLATE_LABELS,
  type LetterTemplate,
  TEMPLATE_MESSAGES,
} from '@arrears/domain';
import type { Database } from '../../db/client';
import { type DebtAccountRow, type LetterRow, letters } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { TEMPLATE_LANGUAGES } from './letter-pdf';
import { otherLetterFigures } from './other-letter-figures';

/**
 * Drafts a letter other than the validation notice, queued for the print run. Its figures are read
 * first, so a template that does not apply (409) writes nothing; the letter and its timeline line are
 * written together.
 */
export async function createOtherLetter(
  db: Database,
  input: {
    account: DebtAccountRow;
    template: Exclude<LetterTemplate, 'validation_notice'>;
    body: CreateLetterBody;
    letterDate: string;
    userId: number | null;
  },
): Promise<LetterRow> {
  // A letter not yet written in the language asked for is refused, not printed in another.
  if (!TEMPLATE_LANGUAGES[input.template].includes(input.body.language))
    throw new HttpError(400, TEMPLATE_MESSAGES.languageNotYet);
  const figures = await otherLetterFigures(db, input.account, input.template, input.letterDate);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(letters)
      .values({
        debtAccountId: input.account.id,
        template: input.template,
        language: input.body.language,
        delivery: input.body.delivery,
        status: 'queued',
        figures,
        validationEndDate: null,
        createdByUserId: input.userId,
      })
      .returning();
    await addTimelineEntry(tx, {
      debtAccountId: input.account.id,
      channel: 'Note',
      userId: input.userId,
      message: `${LETTER_TEMPLATE_LABELS[input.template]}${input.body.language === 'es' ? ' in Spanish' : ''} drafted for print`,
      details: { kind: 'letter', template: input.template, letterId: row.id },
    });
    return row;
  });
}
