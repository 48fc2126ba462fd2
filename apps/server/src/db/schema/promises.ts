import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { calls } from './contact-center';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A promise to pay (docs/decisions/0058-promises-to-pay.md): the debtor said they would pay `amount`
 * by `due_date`. It stays open until the daily evaluation marks it kept (payments reached the amount
 * by the due date plus one day of grace) or broken (that day passed without them).
 */
export const promises = pgTable(
  'promises',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** open | kept | broken */
    status: text('status').notNull().default('open'),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** disposition | api */
    source: text('source').notNull(),
    /** The call whose payment_promise disposition made it. */
    callId: integer('call_id').references(() => calls.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promises_account_idx').on(t.debtAccountId, t.createdAt),
    index('promises_status_idx').on(t.status, t.dueDate),
  ],
);

export type PromiseRow = typeof promises.$inferSelect;
