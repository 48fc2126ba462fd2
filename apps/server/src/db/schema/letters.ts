import type {
  LetterDelivery,
  LetterLanguage,
  LetterStatus,
  LetterTemplate,
  OtherLetterFigures,
  ValidationNoticeFigures,
} from '@arrears/domain';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { letterBatches } from './letter-batches';
import { users } from './users';

/**
 * A letter to a consumer (decision 0065). `figures` is what the letter printed, kept so a
 * reprint shows the same figures; the PDF is drawn from it, never from today's account.
 */
export const letters = pgTable(
  'letters',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** validation_notice | plan_confirmation | settlement | paid_in_full | reminder | verification */
    template: text('template').$type<LetterTemplate>().notNull(),
    /** en | es */
    language: text('language').$type<LetterLanguage>().notNull(),
    /** print | email */
    delivery: text('delivery').$type<LetterDelivery>().notNull(),
    /** queued | mailed | emailed | returned */
    status: text('status').$type<LetterStatus>().notNull().default('queued'),
    figures: jsonb('figures').$type<ValidationNoticeFigures | OtherLetterFigures>().notNull(),
    mailedOn: date('mailed_on', { mode: 'string' }),
    sentOn: date('sent_on', { mode: 'string' }),
    /** The end of the validation period the letter printed (validation notices only). */
    validationEndDate: date('validation_end_date', { mode: 'string' }),
    /**
     * The same notice in the other language, made with it (decision 0066): an English notice and its
     * Spanish translation point at each other, so they are printed and mailed together.
     */
    companionLetterId: integer('companion_letter_id'),
    /** The outbox mail of an e-mailed letter: its refusal by the mail server is a bounce (decision 0069). */
    mailId: integer('mail_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The print batch that took the letter (decision 0068); null until one does. */
    batchId: integer('batch_id').references(() => letterBatches.id, { onDelete: 'set null' }),
    /** When the post office sent it back (status 'returned'). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('letters_account_idx').on(t.debtAccountId, t.createdAt),
    index('letters_status_idx').on(t.status),
    index('letters_batch_idx').on(t.batchId),
  ],
);

export type LetterRow = typeof letters.$inferSelect;
