import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);
