import { setTimeout as sleep } from 'node:timers/promises';
import { fullDisclosure, type PreferredLanguage } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { messagesFor } from '../../i18n/t';
import type { Statement } from './statement';

/**
 * How long the request waits for the outbox's first attempt. Above the SMTP connection timeout
 * (10 s, smtp-transport.ts), so a server that refuses or never answers shows as a failure in time.
 */
export const STATEMENT_MAIL_WAIT_MS = 12_000;
const POLL_MS = 50;

export function statementFilename(s: Statement, isoDate: string): string {
  return `statement-${s.accountNumber.replace(/[^A-Za-z0-9-]/g, '')}-${isoDate}.pdf`;
}

/**
 * Writes the statement mail to the outbox in `tx`. The body names neither the debtor nor the amount:
 * the address was typed in the chat, so what it reveals stays in the attachment.
 */
export function enqueueStatementMail(
  deps: AppDeps,
  tx: Transaction,
  accountId: number,
  to: string,
  pdf: Buffer,
  filename: string,
  lang: PreferredLanguage = 'en',
): Promise<number> {
  const b = deps.config.brand;
  const m = messagesFor(lang, 'statements');
  return deps.mail.enqueue(
    {
      to,
      subject: m('mail.subject', { company: b.companyName }),
      text: [
        m('mail.greeting'),
        '',
        m('mail.attached'),
        '',
        m('mail.questions', { phone: b.phone, email: b.email }),
        '',
        fullDisclosure(lang),
        '',
        `${b.companyName}, ${b.addressLine1}, ${b.city}, ${b.state} ${b.zip}`,
      ].join('\n'),
      attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
      // About the account, though sent to the address typed in the chat: no List-Unsubscribe for it.
      audience: { consumer: { accountId, languages: [lang] } },
    },
    tx,
  );
}

/**
 * Waits for the outbox's first attempt at mail `mailId` (the sender was woken by notify()):
 * true once it is sent ('logged' counts: without SMTP_URL the log is the delivery), false once an
 * attempt failed or after STATEMENT_MAIL_WAIT_MS. A failed mail stays in the outbox, which retries it.
 */
export async function awaitFirstAttempt(deps: AppDeps, mailId: number): Promise<boolean> {
  const deadline = Date.now() + STATEMENT_MAIL_WAIT_MS; // real time: this waits on I/O, not on a business clock
  for (;;) {
    const [row] = await deps.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mailId));
    if (!row) return false;
    if (row.status === 'sent' || row.status === 'logged') return true;
    if (row.status === 'failed' || (row.status === 'pending' && row.attempts > 0)) return false;
    if (Date.now() >= deadline) return false;
    await sleep(POLL_MS);
  }
}
