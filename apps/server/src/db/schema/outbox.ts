import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every outgoing e-mail is written here first, in the same transaction as the change that caused
 * it; a sender delivers it over SMTP (when SMTP_URL is set) and marks it sent, so nothing is lost
 * when the mail server is down and nothing is sent twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** pending → sending → sent, or failed after the last attempt; 'logged' when no SMTP is configured. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The account whose e-mail opt-out the List-Unsubscribe headers name; null for mail not about an account. */
    unsubscribeAccountId: integer('unsubscribe_account_id'),
    /**
     * The account a mail to a consumer is about (null for operational mail): once such a mail is
     * sent, the next communication carries the short disclosure rather than the full one (decision 0097).
     */
    aboutAccountId: integer('about_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    // "Was a mail about this account already sent?" (decision 0097), asked before each message to a consumer.
    index('mail_outbox_about_account_idx')
      .on(t.aboutAccountId, t.status)
      .where(sql`${t.aboutAccountId} is not null`),
  ],
);

/** Files sent with an outbox mail (e-mail attachments, statements): kept with the mail until it is sent. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
