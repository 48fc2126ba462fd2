import {
  type CreateLetterBody,
  easternDateOf,
  formatAccountNumber,
  LETTER_MESSAGES as M,
  NOT_AVAILABLE,
  type ValidationNoticeFigures,
  validationPeriodOf,
} from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, type DebtAccountRow, type LetterRow, letters } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline/account-timeline.service';
import { requireAccount } from '../accounts/accounts.repository';
import { recordValidationNotice } from '../compliance/compliance-records.service';
import { addressLinesOf, nameOf } from '../statements/statement';
import { itemizationOf } from './itemization';

/** What can be made: an English validation notice, printed or e-mailed (letter-email.ts). The rest answers 400, honestly. */
export function refuseWhatIsNotBuiltYet(body: CreateLetterBody): void {
  if (body.template !== 'validation_notice') throw new HttpError(400, M.templateNotYet);
  if (body.language !== 'en') throw new HttpError(400, M.languageNotYet);
  if (body.delivery !== 'print' && body.delivery !== 'email') throw new HttpError(400, M.deliveryNotYet);
}

/** The agency's reference the consumer quotes back: the account as the agency numbers it. */
export function referenceOf(account: DebtAccountRow): string {
  return formatAccountNumber(account.accountNumber, account.id);
}

/**
 * The figures a validation notice prints on `letterDate`. The validation period is counted from the
 * letter's date, the day a queued print letter is meant to be mailed (decision 0065).
 */
export async function validationNoticeFigures(
  db: Database,
  account: DebtAccountRow,
  letterDate: string,
): Promise<ValidationNoticeFigures> {
  const [client] = await db
    .select({ name: clients.name, isDefault: clients.isDefault })
    .from(clients)
    .where(eq(clients.id, account.clientId));
  const original = account.schoolName?.trim() || account.schoolGroup?.trim() || null;
  // The default client is a bucket, not a creditor: such an account names its original creditor.
  const currentCreditor =
    (client && !client.isDefault ? client.name : original) ?? client?.name ?? NOT_AVAILABLE;
  const it = await itemizationOf(db, account);
  return {
    letterDate,
    consumerName: nameOf(account),
    addressLines: addressLinesOf(account),
    accountNumber: referenceOf(account),
    reference: referenceOf(account),
    // Without an original creditor on file, the creditor then is the one owed now.
    itemizationCreditor: original ?? currentCreditor,
    currentCreditor,
    itemizationDate: it.itemizationDate,
    amountThenCents: it.amountThenCents,
    interestCents: it.interestCents,
    feesCents: it.feesCents,
    paymentsCreditsCents: it.paymentsCreditsCents,
    reversedPaymentsCents: it.reversedPaymentsCents,
    otherChargesCents: it.otherChargesCents,
    amountNowCents: it.amountNowCents,
    validationEndDate: validationPeriodOf(letterDate).endsOn,
  };
}

/** POST /api/debtors/{id}/letters: drafts the notice, queued for the print run. */
export async function createLetter(
  db: Database,
  input: { accountId: string | number; body: CreateLetterBody; userId: number | null; now: number },
): Promise<LetterRow> {
  const account = await requireAccount(db, input.accountId);
  refuseWhatIsNotBuiltYet(input.body);
  const figures = await validationNoticeFigures(db, account, easternDateOf(input.now));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(letters)
      .values({
        debtAccountId: account.id,
        template: input.body.template,
        language: input.body.language,
        delivery: input.body.delivery,
        status: 'queued',
        figures,
        validationEndDate: figures.validationEndDate,
        createdByUserId: input.userId,
      })
      .returning();
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Note',
      userId: input.userId,
      message: `Validation notice drafted for print; the validation period it prints ends ${figures.validationEndDate}`,
      details: { kind: 'validation_notice', letterId: row.id, validationEndDate: figures.validationEndDate },
    });
    return row;
  });
}

export async function findLetter(db: Database, id: number): Promise<LetterRow | null> {
  const [row] = await db.select().from(letters).where(eq(letters.id, id));
  return row ?? null;
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
    if (letter.template === 'validation_notice') {
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
