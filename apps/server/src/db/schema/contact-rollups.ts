import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Contacts per debt per agency week (Monday, US Eastern), the compliance report's weekly table.
 * Kept by statement triggers on contact_attempts (migration 0028): never written by the app.
 * `attempts` counts every attempt of the week (the row goes when it reaches 0); `calls`, `texts`
 * and `emails` count the allowed ones per channel, `blocked` the refused ones.
 */
export const contactAttemptWeeks = pgTable(
  'contact_attempt_weeks',
  {
    weekStart: date('week_start').notNull(),
    debtAccountId: integer('debt_account_id').notNull(),
    /** Copied from the account (account numbers are never edited), so a page is read in index order. */
    accountNumber: text('account_number').notNull(),
    attempts: integer('attempts').notNull(),
    calls: integer('calls').notNull(),
    texts: integer('texts').notNull(),
    emails: integer('emails').notNull(),
    blocked: integer('blocked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.debtAccountId] }),
    index('contact_attempt_weeks_order_idx').on(
      t.weekStart.desc().nullsFirst(),
      t.accountNumber,
      t.debtAccountId,
    ),
  ],
);

/**
 * One row per agency week: how many contact_attempt_weeks rows it holds (`rows`) and their sums, so
 * the report's totals over whole weeks read a few rows instead of every (week, debt) one. Kept by the
 * same statement triggers as contact_attempt_weeks (migration 0032), in the same transaction; the
 * row goes when the week's last attempt goes.
 */
export const contactAttemptWeekTotals = pgTable('contact_attempt_week_totals', {
  weekStart: date('week_start').primaryKey(),
  rows: integer('rows').notNull(),
  calls: integer('calls').notNull(),
  texts: integer('texts').notNull(),
  emails: integer('emails').notNull(),
  blocked: integer('blocked').notNull(),
});
