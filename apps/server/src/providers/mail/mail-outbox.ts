import type { PreferredLanguage } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';
import { type FieldBinding, isEncryptedValue } from '../../security/field-encryption';

/** A file sent with a mail; kept in mail_attachments until the mail is delivered. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Seals mail bodies at rest: a queued mail can hold a password-reset link or account details, so the
 * outbox keeps bodies encrypted (deps.encryption) and only the sender opens them.
 */
export interface MailBodySealer {
  encrypt(plaintext: string, binding: FieldBinding): string;
  decrypt(stored: string, binding: FieldBinding): string;
}

/** Bodies queued before they were sealed are plain text; sealed ones carry the cipher's version prefix. */
export function openMailBody(
  sealer: MailBodySealer,
  stored: string,
  mailId: number,
  column: 'text_body' | 'html_body',
): string {
  return isEncryptedValue(stored) ? sealer.decrypt(stored, boundTo.mailBody(column, mailId)) : stored;
}

/**
 * Mail that is not a communication about a debt (decision 0097), so it carries no debt-collector
 * disclosure: a password reset to a user of the back office or the client portal.
 */
export const OPERATIONAL_MAILS = ['staff_password_reset'] as const;
export type OperationalMail = (typeof OPERATIONAL_MAILS)[number];

/** A consumer's mail: the account it is about (null: none at hand) and the languages it is written in. */
export interface ConsumerAudience {
  accountId: number | null;
  languages: readonly PreferredLanguage[];
}

/**
 * Who reads a mail, which every sender says (decision 0097): a consumer's mail gets the debt-collector
 * disclosure it lacks as it is written to the outbox; an operational one is sent as it is.
 */
export type MailAudience = { consumer: ConsumerAudience } | { operational: OperationalMail };

/** Adds the disclosure to a consumer's mail (the compliance module's discloseMail, handed in at boot). */
export type MailDisclosure = (
  tx: Database | Transaction,
  audience: ConsumerAudience,
  body: { text: string; html?: string },
) => Promise<{ text: string; html?: string }>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  audience: MailAudience;
  /** Mail to a debtor about this account: sent with List-Unsubscribe headers for its e-mail opt-out. */
  unsubscribeAccountId?: number;
}

/**
 * Every e-mail goes to the mail_outbox table first; the OutboxSender delivers it. Writing the row in
 * the caller's transaction means a mail exists exactly when the change that caused it was committed.
 */
export class MailOutbox {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
    private readonly sealer: MailBodySealer,
    private readonly disclose: MailDisclosure,
  ) {}

  /**
   * Writes the mail in `tx` (or on its own) and answers its id. Inside a transaction, call
   * `notify()` once it has committed, so the sender picks the mail up at once rather than at its next poll.
   */
  async enqueue(mail: OutgoingMail, tx: Database | Transaction = this.db): Promise<number> {
    // The last point before a consumer's mail leaves: what is sealed here is what is sent (decision 0097).
    const consumer = 'consumer' in mail.audience ? mail.audience.consumer : null;
    const { text, html } = consumer
      ? await this.disclose(tx, consumer, { text: mail.text, html: mail.html })
      : mail;
    // The id is reserved first: the bodies are sealed to it (decision 0033).
    const { rows } = await tx.execute<{ id: number }>(
      sql`SELECT nextval(pg_get_serial_sequence('mail_outbox', 'id'))::integer AS id`,
    );
    const id = Number(rows[0].id);
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        id,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: this.sealer.encrypt(text, boundTo.mailBody('text_body', id)),
        htmlBody: html === undefined ? null : this.sealer.encrypt(html, boundTo.mailBody('html_body', id)),
        unsubscribeAccountId: mail.unsubscribeAccountId ?? null,
        aboutAccountId: consumer?.accountId ?? null,
        // On the app clock, like the sender's "due" test, so tests that move time stay consistent.
        nextAttemptAt: new Date(this.clock()),
      })
      .returning({ id: mailOutbox.id });
    if (mail.attachments?.length) {
      await tx.insert(mailAttachments).values(
        mail.attachments.map((a) => ({
          mailId: row.id,
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      );
    }
    return row.id;
  }

  /** Enqueues (the mail and its attachments in one transaction) and wakes the sender. */
  async send(mail: OutgoingMail): Promise<number> {
    const id = mail.attachments?.length
      ? await this.db.transaction((tx) => this.enqueue(mail, tx))
      : await this.enqueue(mail);
    this.notify();
    return id;
  }

  /** Tells the sender (if one runs in this process) that a mail is waiting. */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** The sender subscribes here; the answer unsubscribes. */
  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
