import {
  type DisclosureForm,
  missingDisclosures,
  type PreferredLanguage,
  withDisclosure,
} from '@arrears/domain';
import { and, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { letters, mailOutbox, smsMessages, validationNotices } from '../../db/schema';
import { languageOfAccount } from '../../i18n/language';
import { t } from '../../i18n/t';

type Reader = Database | Transaction;

/** A text the provider took (a refused or failed one never reached the consumer). */
const NOT_DELIVERED_SMS = ['failed', 'undelivered', 'refused'];

/**
 * Whether a communication about account `accountId` has already reached the consumer (decision 0097),
 * which makes the next one a "subsequent" communication: a text the provider took, a mail about the
 * account the mail server took (or logged, without SMTP), a letter printed and mailed, or a validation
 * notice recorded as sent by post. Only what surely went out counts (a queued mail, an e-mailed
 * notice whose mail waits, a returned letter do not): in doubt the full form goes again, which the
 * law always allows. With no account at hand, the message is treated as the first.
 */
export async function disclosureFormFor(db: Reader, accountId: number | null): Promise<DisclosureForm> {
  if (accountId === null) return 'initial';
  const exists = (query: SQL) => sql`EXISTS (${query})`;
  const { rows } = await db.execute<{ made: boolean }>(
    sql`SELECT (${sql.join(
      [
        exists(
          db
            .select({ one: sql`1` })
            .from(smsMessages)
            .where(
              and(
                eq(smsMessages.debtAccountId, accountId),
                eq(smsMessages.direction, 'outbound'),
                isNotNull(smsMessages.sentAt),
                notInArray(smsMessages.status, NOT_DELIVERED_SMS),
              ),
            )
            .getSQL(),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(mailOutbox)
            .where(
              and(eq(mailOutbox.aboutAccountId, accountId), inArray(mailOutbox.status, ['sent', 'logged'])),
            )
            .getSQL(),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(letters)
            .where(and(eq(letters.debtAccountId, accountId), eq(letters.status, 'mailed')))
            .getSQL(),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(validationNotices)
            .where(and(eq(validationNotices.debtAccountId, accountId), eq(validationNotices.method, 'mail')))
            .getSQL(),
        ),
      ],
      sql` OR `,
    )}) AS made`,
  );
  return rows[0]?.made ? 'subsequent' : 'initial';
}

/** Who a message to a consumer is about, and the languages it is written in. */
export interface DisclosureAudience {
  accountId: number | null;
  languages: readonly PreferredLanguage[];
}

/** The message's languages and the consumer's own (the account's preferred language), each once. */
async function languagesFor(db: Reader, audience: DisclosureAudience): Promise<PreferredLanguage[]> {
  const own = audience.accountId === null ? [] : [await languageOfAccount(db, audience.accountId)];
  const languages = [...new Set([...audience.languages, ...own])];
  return languages.length ? languages : ['en'];
}

/** What the compose card shows and the server adds: the form and the lines, for the preview too. */
export async function disclosureFor(
  db: Reader,
  audience: DisclosureAudience,
): Promise<{ form: DisclosureForm; languages: PreferredLanguage[] }> {
  const [form, languages] = await Promise.all([
    disclosureFormFor(db, audience.accountId),
    languagesFor(db, audience),
  ]);
  return { form, languages };
}

/** The e-mail signature delimiter our opt-out footer starts with (opt-out.ts). */
const FOOTER_DELIMITER = '\n\n--\n';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An e-mail to a consumer with the disclosure it lacks (decision 0097): in the text before the opt-out
 * footer (or at the end), in the HTML as paragraphs before </body>. The outbox calls it on every
 * consumer mail as it is written, so what is sealed and sent is what the consumer reads.
 */
export async function discloseMail(
  db: Reader,
  audience: DisclosureAudience,
  body: { text: string; html?: string },
): Promise<{ text: string; html?: string }> {
  const { form, languages } = await disclosureFor(db, audience);
  const cut = body.text.lastIndexOf(FOOTER_DELIMITER);
  const [main, footer] = cut === -1 ? [body.text, ''] : [body.text.slice(0, cut), body.text.slice(cut)];
  const text = `${withDisclosure(main, form, languages)}${footer}`;
  if (body.html === undefined) return { text };
  const missing = missingDisclosures(body.html, form, languages);
  const paragraphs = missing.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const end = body.html.lastIndexOf('</body>');
  const html = !missing.length
    ? body.html
    : end === -1
      ? `${body.html}\n${paragraphs}`
      : `${body.html.slice(0, end)}${paragraphs}\n${body.html.slice(end)}`;
  return { text, html };
}

/**
 * A text to a consumer with the disclosure it lacks (decision 0097), before the opt-out line when the
 * text already ends with it. The short form always fits; the first text carries the full one.
 */
export async function discloseSms(
  db: Reader,
  audience: DisclosureAudience,
  message: string,
): Promise<string> {
  const { form, languages } = await disclosureFor(db, audience);
  let text = message.trim();
  let tail = '';
  for (const lang of ['en', 'es'] as const) {
    const footer = t(lang, 'compliance:smsOptOutFooter');
    if (text.toLowerCase().endsWith(footer.toLowerCase())) {
      tail = ` ${text.slice(text.length - footer.length)}`;
      text = text.slice(0, text.length - footer.length).trimEnd();
      break;
    }
  }
  return `${withDisclosure(text, form, languages, ' ')}${tail}`;
}
