import { CONTACT_CENTER_MESSAGES as M, messageLanguageSchema, sendSmsBodySchema } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { accountLanguage } from '../../i18n/language';
import { t } from '../../i18n/t';
import type { ActiveSession } from '../../sessions/session.service';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { guardContact, withEmailOptOut } from '../compliance';
import type { SendSmsInput } from '../telephony';
import { sendSmsToDebtor } from '../telephony';
import type { ContactForm } from './contact-form';

export const NO_EMAIL_ON_ACCOUNT = 'This account has no e-mail address';
export const UNKNOWN_CHANNEL = 'Channel must be email or sms';
const MAX_MESSAGE = 10_000;

/**
 * POST /api/debtors/{id}/contact: an e-mail (through the outbox, with the attachments) or an SMS
 * (through the telephony module). The e-mail and its timeline line are written in one transaction,
 * after the compliance rules allowed it (decision 0024); it ends with the unsubscribe line. Both carry
 * the debt-collector disclosure (decision 0097) in the message's `language` (the compose card's choice,
 * the account's when not given) and the account's, added as they leave whatever the agent wrote.
 */
export async function sendContact(
  deps: AppDeps,
  debtAccountId: number,
  user: ActiveSession['user'],
  form: ContactForm,
  log: SendSmsInput['log'],
): Promise<void> {
  const channel = (form.fields.channel ?? '').trim().toLowerCase();
  const message = (form.fields.message ?? '').trim();
  const account = await requireAccount(deps.db, debtAccountId);
  if (channel !== 'email' && channel !== 'sms') throw new HttpError(400, UNKNOWN_CHANNEL);
  if (!message) throw new HttpError(400, M.emptyMessage);
  const language = form.fields.language?.trim()
    ? messageLanguageSchema.safeParse(form.fields.language.trim())
    : null;
  if (language && !language.success) throw new HttpError(400, M.unknownLanguage);

  if (channel === 'sms') {
    if (form.attachments.length) throw new HttpError(400, 'Attachments can only be sent by e-mail');
    const parsed = sendSmsBodySchema.safeParse({ message, phoneNumber: form.fields.phone ?? '' });
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? M.noPhone);
    await sendSmsToDebtor(deps, {
      debtAccountId,
      user,
      phoneNumber: parsed.data.phoneNumber,
      message: parsed.data.message,
      language: language?.data,
      log,
    });
    return;
  }

  if (message.length > MAX_MESSAGE) throw new HttpError(400, 'The message is too long');
  if (!account.emailAddress) throw new HttpError(400, NO_EMAIL_ON_ACCOUNT);
  const to = account.emailAddress;
  // The agent writes the message; what we add (subject by default, opt-out line) follows the account.
  const lang = accountLanguage(account);
  const subject =
    (form.fields.subject ?? '').trim().slice(0, 200) ||
    t(lang, 'contact-center:compose.defaultSubject', { company: deps.config.brand.companyName });
  await guardContact(deps, { accountId: debtAccountId, channel: 'email', target: to, user });
  const text = withEmailOptOut(message, deps.config, debtAccountId, to, lang);
  await deps.db.transaction(async (tx) => {
    const mailId = await deps.mail.enqueue(
      {
        to,
        subject,
        text,
        attachments: form.attachments,
        audience: { consumer: { accountId: debtAccountId, languages: [language?.data ?? lang] } },
        unsubscribeAccountId: debtAccountId,
      },
      tx,
    );
    await addTimelineEntry(tx, {
      debtAccountId,
      channel: 'Email',
      userId: user.id,
      message: subject,
      details: {
        mailId,
        to,
        body: message,
        attachments: form.attachments.map((a) => ({ filename: a.filename, size: a.content.length })),
      },
    });
  });
  deps.mail.notify();
}
