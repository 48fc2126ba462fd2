import { date, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A print run (decision 0068): the queued print letters taken together for the mail
 * vendor, as one PDF and one manifest. A letter joins one batch at most (letters.batch_id).
 */
export const letterBatches = pgTable('letter_batches', {
  id: serial('id').primaryKey(),
  letterCount: integer('letter_count').notNull(),
  /** The day the batch went in the mail, once marked mailed. */
  mailedOn: date('mailed_on', { mode: 'string' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LetterBatchRow = typeof letterBatches.$inferSelect;
