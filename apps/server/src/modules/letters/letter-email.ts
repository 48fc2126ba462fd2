import {
  type CreateLetterBody,
  E_DELIVERY_MESSAGES,
  easternDateOf,
  formatCents,
  LETTER_MESSAGES as M,
  type ValidationNoticeFigures,
} from '@arrears/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { type DebtAccountRow, type LetterRow, letters, mailOutbox, validationNotices } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { requireAccount } from '../accounts';
import { dayInWords } from '../arrangements';
import { guardContact, withEmailOptOut } from '../compliance';
import { liveEDeliveryConsent } from './e-delivery.service';
import { spanishNoticeEmail } from './letter-email-es';
import { refuseWhatIsNotBuiltYet } from './letters.service';
import { validationNoticeFigures } from './notice-figures';
import { noticeLanguages } from './notice-languages';
import { anyNotice, claimNoticeDrafting, NoticeAlreadyDrafted, type NoticeDrafter } from './notice-once';
import { recordValidationNotice } from './validation-notices';

/** The portal page where a debtor reads their letters (the e-mail links here, never attaches the PDF). */
export const DOCUMENTS_PAGE_PATH = '/documents';

/**
 * The e-mail that delivers a validation notice (Regulation F §1006.42(b)/(c): a link to the notice,
 * with the opt-out of §1006.6(e); decision 0069). The letter itself stays on the portal. A Spanish
 * reader's notice is two letters, the English and its translation: one e-mail names both, in English
 * then in Spanish.
 */
export function letterEmail(
  config: AppDeps['config'],
  figures: ValidationNoticeFigures,
  withSpanish = false,
): { subject: string; text: string } {
  const brand = config.brand;
  const link = `${config.publicUrl.replace(/\/+$/, '')}${DOCUMENTS_PAGE_PATH}`;
  const english = [
    `Dear ${figures.consumerName},`,
    '',
    `${brand.companyName} is a debt collector. We are trying to collect a debt that you owe to ${figures.currentCreditor}. ` +
      'We will use any information you give us to help collect the debt.',
    '',
    `We have put ${withSpanish ? 'two letters' : 'a letter'} for you on your Documents page: a notice about this debt (reference ${figures.reference}, ` +
      `${formatCents(figures.amountNowCents)} as of ${dayInWords(figures.letterDate)})${withSpanish ? ', and the same notice in Spanish' : ''}. It explains the debt and your rights, ` +
      `including how to dispute it. If you write to us by ${dayInWords(figures.validationEndDate)}, we must stop collection on any ` +
      'amount you dispute until we send you information that shows you owe the debt.',
    '',
    `${withSpanish ? 'Read the notices' : 'Read the notice'}: ${link}`,
    withSpanish
      ? '(Sign in with your account to open them. You can save or print them from there.)'
      : '(Sign in with your account to open it. You can save or print it from there.)',
    '',
    `To get your letters by post instead, untick the box on your Documents page or call us at ${brand.phone}; ${withSpanish ? 'paper copies of these letters are' : 'a paper copy of this letter is'} free on request.`,
    '',
    `${brand.companyName}, ${brand.addressLine1}, ${brand.city}, ${brand.state} ${brand.zip}`,
  ].join('\n');
  const subject = `${brand.companyName}: a notice about your debt with ${figures.currentCreditor}`;
  if (!withSpanish) return { subject, text: english };
  return {
    subject: `${subject} / un aviso sobre su deuda con ${figures.currentCreditor}`,
    text: `${english}\n\n— En español —\n\n${spanishNoticeEmail(brand, figures, link)}`,
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
  // A Spanish reader's notice is the English and its translation (decision 0066): one e-mail, two letters.
  const languages = noticeLanguages(input.body.language, account.preferredLanguage);
  const pair = languages.includes('es');
  const mail = letterEmail(deps.config, figures, pair);
  const made = await deps.db.transaction(async (tx) => {
    await claimNoticeDrafting(tx, account.id, input.drafter ?? 'person');
    const mailId = await deps.mail.enqueue(
      {
        to,
        subject: mail.subject,
        text: withEmailOptOut(mail.text, deps.config, account.id, to),
        audience: { consumer: { accountId: account.id, languages } },
        unsubscribeAccountId: account.id,
      },
      tx,
    );
    const rows: LetterRow[] = [];
    for (const language of languages) {
      const [letter] = await tx
        .insert(letters)
        .values({
          debtAccountId: account.id,
          template: input.body.template,
          language,
          delivery: 'email',
          status: 'emailed',
          figures,
          sentOn: today,
          validationEndDate: figures.validationEndDate,
          mailId,
          companionLetterId: rows[0]?.id ?? null,
          createdByUserId: input.userId,
        })
        .returning();
      rows.push(letter);
    }
    const [english, spanish] = rows;
    if (spanish) {
      await tx.update(letters).set({ companionLetterId: spanish.id }).where(eq(letters.id, english.id));
      english.companionLetterId = spanish.id;
    }
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Email',
      userId: input.userId,
      message: spanish
        ? `Validation notice and its Spanish translation e-mailed to ${to} (links to Documents); the validation period ends ${figures.validationEndDate}`
        : `Validation notice e-mailed to ${to} (a link to Documents); the validation period ends ${figures.validationEndDate}`,
      details: {
        kind: 'letter',
        letterId: english.id,
        ...(spanish ? { companionLetterId: spanish.id } : {}),
        mailId,
        to,
        validationEndDate: figures.validationEndDate,
      },
    });
    // One notice sent, whatever the languages: the English is the one the rule requires.
    await recordValidationNotice(tx, {
      accountId: account.id,
      userId: input.userId,
      sentOn: today,
      method: 'email',
      now: input.now,
    });
    return rows;
  });
  deps.mail.notify();
  return made.find((row) => row.language === input.body.language) ?? made[0];
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
    // The English and Spanish pair went in one e-mail: the companion goes back to print with it,
    // so the two are never split (one by post, one said to be e-mailed).
    const ids = letter.companionLetterId === null ? [letter.id] : [letter.id, letter.companionLetterId];
    const back = await tx
      .update(letters)
      .set({
        status: 'queued',
        delivery: 'print',
        figures,
        sentOn: null,
        validationEndDate: figures.validationEndDate,
      })
      .where(and(inArray(letters.id, ids), eq(letters.status, 'emailed')))
      .returning();
    const updated = back.find((row) => row.id === letter.id);
    if (!updated) throw new HttpError(409, E_DELIVERY_MESSAGES.notEmailed);
    const companion = back.find((row) => row.id !== letter.id);
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
      message: companion
        ? `The e-mailed validation notice and its Spanish translation bounced; both queued for print instead (the period they print ends ${figures.validationEndDate})`
        : `The e-mailed validation notice bounced; queued for print instead (the period it prints ends ${figures.validationEndDate})`,
      details: {
        kind: 'letter',
        letterId: letter.id,
        ...(companion ? { companionLetterId: companion.id } : {}),
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
  // A pair shares its e-mail: bouncing one brings its companion back too.
  const done = new Set<number>();
  for (const { id } of refused) {
    if (done.has(id)) continue;
    const row = await bounceLetter(deps, { id, userId: null, now: deps.clock() });
    done.add(row.id);
    if (row.companionLetterId !== null) done.add(row.companionLetterId);
  }
  return refused.length;
}
