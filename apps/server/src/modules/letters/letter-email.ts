import {
  type CreateLetterBody,
  E_DELIVERY_MESSAGES,
  easternDateOf,
  formatCents,
  LETTER_MESSAGES as M,
  type ValidationNoticeFigures,
} from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type DebtAccountRow, type LetterRow, letters, mailOutbox, validationNotices } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline/account-timeline.service';
import { requireAccount } from '../accounts/accounts.repository';
import { dayInWords } from '../arrangements/scheduler/installment-context';
import { recordValidationNotice } from '../compliance/compliance-records.service';
import { guardContact } from '../compliance/contact-guard';
import { withEmailOptOut } from '../compliance/opt-out';
import { liveEDeliveryConsent } from './e-delivery.service';
import { refuseWhatIsNotBuiltYet, validationNoticeFigures } from './letters.service';
import { noticeLanguages } from './notice-languages';
import { anyNotice, claimNoticeDrafting, NoticeAlreadyDrafted, type NoticeDrafter } from './notice-once';

/** The portal page where a debtor reads their letters (the e-mail links here, never attaches the PDF). */
export const DOCUMENTS_PAGE_PATH = '/documents';

/**
 * The e-mail that delivers a validation notice (Regulation F §1006.42(b)/(c): a link to the notice,
 * with the opt-out of §1006.6(e); decision 0069). The letter itself stays on the portal.
 */
export function letterEmail(
  config: AppDeps['config'],
  figures: ValidationNoticeFigures,
): { subject: string; text: string } {
  const brand = config.brand;
  const link = `${config.publicUrl.replace(/\/+$/, '')}${DOCUMENTS_PAGE_PATH}`;
  return {
    subject: `${brand.companyName}: a notice about your debt with ${figures.currentCreditor}`,
    text: [
      `Dear ${figures.consumerName},`,
      '',
      `${brand.companyName} is a debt collector. We are trying to collect a debt that you owe to ${figures.currentCreditor}. ` +
        'We will use any information you give us to help collect the debt.',
      '',
      `We have put a letter for you on your Documents page: a notice about this debt (reference ${figures.reference}, ` +
        `${formatCents(figures.amountNowCents)} as of ${dayInWords(figures.letterDate)}). It explains the debt and your rights, ` +
        `including how to dispute it. If you write to us by ${dayInWords(figures.validationEndDate)}, we must stop collection on any ` +
        'amount you dispute until we send you information that shows you owe the debt.',
      '',
      `Read the notice: ${link}`,
      '(Sign in with your account to open it. You can save or print it from there.)',
      '',
      `To get your letters by post instead, untick the box on your Documents page or call us at ${brand.phone}; a paper copy of this letter is free on request.`,
      '',
      `${brand.companyName}, ${brand.addressLine1}, ${brand.city}, ${brand.state} ${brand.zip}`,
    ].join('\n'),
  };
}

/**
 * POST /api/debtors/{id}/letters with delivery 'email': only with the consumer's consent (else 409).
 * The contact rules are asked first (a notice the consumer is owed: transactional); the letter is
 * 'emailed', the mail queued and the validation notice recorded as sent by e-mail, in one transaction.
 */
export async function emailLetter(
  deps: AppDeps,
  input: {
    accountId: string | number;
    body: CreateLetterBody;
    userId: number | null;
    now: number;
    drafter?: NoticeDrafter;
  },
): Promise<LetterRow> {
  const account = await requireAccount(deps.db, input.accountId);
  refuseWhatIsNotBuiltYet(input.body);
  // A Spanish reader's notice comes in both languages (decision 0066); the pair goes by post.
  if (noticeLanguages(input.body.language, account.preferredLanguage).includes('es'))
    throw new HttpError(400, M.emailNotYet);
  const consent = await liveEDeliveryConsent(deps.db, account.id);
  if (!consent) throw new HttpError(409, E_DELIVERY_MESSAGES.noConsent);
  // The job's "none yet" is checked before the contact rules record an attempt, and again under the lock.
  const standing = input.drafter === 'placement' ? await anyNotice(deps.db, account.id) : null;
  if (standing) throw new NoticeAlreadyDrafted(standing.id);
  return sendByEmail(deps, account, consent.emailAddress, input);
}

async function sendByEmail(
  deps: AppDeps,
  account: DebtAccountRow,
  to: string,
  input: { body: CreateLetterBody; userId: number | null; now: number; drafter?: NoticeDrafter },
): Promise<LetterRow> {
  await guardContact(deps, {
    accountId: account.id,
    channel: 'email',
    target: to,
    user: input.userId === null ? null : { id: input.userId },
    purpose: 'transactional',
  });
  const today = easternDateOf(input.now);
  const figures = await validationNoticeFigures(deps.db, account, today);
  const mail = letterEmail(deps.config, figures);
  const row = await deps.db.transaction(async (tx) => {
    await claimNoticeDrafting(tx, account.id, input.drafter ?? 'person');
    const mailId = await deps.mail.enqueue(
      {
        to,
        subject: mail.subject,
        text: withEmailOptOut(mail.text, deps.config, account.id, to),
        unsubscribeAccountId: account.id,
      },
      tx,
    );
    const [letter] = await tx
      .insert(letters)
      .values({
        debtAccountId: account.id,
        template: input.body.template,
        language: input.body.language,
        delivery: 'email',
        status: 'emailed',
        figures,
        sentOn: today,
        validationEndDate: figures.validationEndDate,
        mailId,
        createdByUserId: input.userId,
      })
      .returning();
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Email',
      userId: input.userId,
      message: `Validation notice e-mailed to ${to} (a link to Documents); the validation period ends ${figures.validationEndDate}`,
      details: {
        kind: 'letter',
        letterId: letter.id,
        mailId,
        to,
        validationEndDate: figures.validationEndDate,
      },
    });
    await recordValidationNotice(tx, {
      accountId: account.id,
      userId: input.userId,
      sentOn: today,
      method: 'email',
      now: input.now,
    });
    return letter;
  });
  deps.mail.notify();
  return row;
}

/** The validation_notices row an e-mailed letter wrote (the latest by e-mail on its day). */
async function noticeOfEmail(tx: Transaction, letter: LetterRow) {
  const [row] = await tx
    .select({ id: validationNotices.id })
    .from(validationNotices)
    .where(
      and(
        eq(validationNotices.debtAccountId, letter.debtAccountId),
        eq(validationNotices.method, 'email'),
        eq(validationNotices.sentOn, letter.sentOn ?? ''),
      ),
    )
    .orderBy(desc(validationNotices.createdAt), desc(validationNotices.id))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/admin/letters/{id}/bounced: the e-mail did not arrive, so the notice was not delivered
 * (§1006.42(a)): its record of sending is taken back (audited), and the letter goes back to
 * 'queued' for print, redrawn for today so the end date it prints counts from its mailing.
 */
export async function bounceLetter(
  deps: AppDeps,
  input: { id: number; userId: number | null; now: number },
): Promise<LetterRow> {
  const [letter] = await deps.db.select().from(letters).where(eq(letters.id, input.id));
  if (!letter) throw new HttpError(404, M.notFound);
  if (letter.status !== 'emailed') throw new HttpError(409, E_DELIVERY_MESSAGES.notEmailed);
  const account = await requireAccount(deps.db, letter.debtAccountId);
  const today = easternDateOf(input.now);
  const figures = await validationNoticeFigures(deps.db, account, today);
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(letters)
      .set({
        status: 'queued',
        delivery: 'print',
        figures,
        sentOn: null,
        validationEndDate: figures.validationEndDate,
      })
      .where(and(eq(letters.id, letter.id), eq(letters.status, 'emailed')))
      .returning();
    if (!updated) throw new HttpError(409, E_DELIVERY_MESSAGES.notEmailed);
    const notice = letter.template === 'validation_notice' ? await noticeOfEmail(tx, letter) : null;
    if (notice) {
      await tx.delete(validationNotices).where(eq(validationNotices.id, notice.id));
      await recordAudit(tx, {
        debtAccountId: letter.debtAccountId,
        userId: input.userId,
        source: 'compliance',
        field: 'validation_notice_sent_on',
        oldValue: letter.sentOn,
        newValue: null,
        reason: `The e-mail of letter ${letter.id} ${input.userId === null ? 'was refused by the mail server' : 'bounced'}: the notice was not delivered`,
      });
    }
    await addTimelineEntry(tx, {
      debtAccountId: letter.debtAccountId,
      channel: 'Email',
      userId: input.userId,
      message: `The e-mailed validation notice bounced; queued for print instead (the period it prints ends ${figures.validationEndDate})`,
      details: {
        kind: 'letter',
        letterId: letter.id,
        bounced: true,
        validationEndDate: figures.validationEndDate,
      },
    });
    return updated;
  });
}

/**
 * The bounces the outbox knows: an e-mailed letter whose mail ended 'failed' (the mail server
 * refused it, or delivery gave up) goes back to print like a bounce staff record. Answers how many.
 */
export async function bounceRefusedLetterMails(deps: AppDeps): Promise<number> {
  const refused = await deps.db
    .select({ id: letters.id })
    .from(letters)
    .innerJoin(mailOutbox, eq(mailOutbox.id, letters.mailId))
    .where(and(eq(letters.status, 'emailed'), eq(mailOutbox.status, 'failed')));
  for (const { id } of refused) await bounceLetter(deps, { id, userId: null, now: deps.clock() });
  return refused.length;
}
