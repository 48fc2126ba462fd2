import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A debtor's dispute of an account (docs/product/disputes.md). An account is
 * "disputed" while one of its disputes is pending or under review.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** Who filed it (the debtor's user; null when filed through the chat without a user). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    disputeType: text('dispute_type').notNull(),
    disputeReason: text('dispute_reason').notNull(),
    requestedAction: text('requested_action').notNull(),
    additionalDetails: text('additional_details'),
    /** pending | under_review | resolved | rejected */
    status: text('status').notNull().default('pending'),
    resolutionNotes: text('resolution_notes'),
    /** portal | chat */
    source: text('source').notNull(),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_account_idx').on(t.debtAccountId, t.createdAt),
    index('disputes_status_idx').on(t.status, t.createdAt),
    // The back office's newest first, in listPage's order (NULLS LAST).
    index('disputes_created_idx').on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);
