import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * The dialer's holds (decision 0129): the account the dialer gave an agent is theirs until
 * `expires_at`; one row per account, taken with one INSERT … ON CONFLICT, so two agents never get the
 * same account. An expired row is free to take.
 */
export const dialerClaims = pgTable(
  'dialer_claims',
  {
    debtAccountId: integer('debt_account_id')
      .primaryKey()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The call the dialer placed on it, once placed. */
    callSid: text('call_sid'),
  },
  (t) => [index('dialer_claims_user_idx').on(t.userId)],
);

/** The dialer's agency setting: one row (id 1); no row yet reads as the default preview. */
export const dialerSettings = pgTable(
  'dialer_settings',
  {
    id: integer('id').primaryKey().default(1),
    previewSeconds: integer('preview_seconds').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dialer_settings_one_row', sql`${t.id} = 1`),
    check('dialer_settings_preview', sql`${t.previewSeconds} BETWEEN 0 AND 120`),
  ],
);
