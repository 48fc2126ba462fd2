import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A consumer's consent to receive letters electronically (E-SIGN, 15 U.S.C. 7001(c); decision 0069),
 * one row per consent given, kept after withdrawal so the record says who, when and how. At most one
 * live (not withdrawn) consent per account.
 */
export const eDeliveryConsents = pgTable(
  'e_delivery_consents',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** portal: the debtor ticked the box; agent: an agent recorded the consumer's consent. */
    method: text('method', { enum: ['portal', 'agent'] }).notNull(),
    /** The address the consent covers, as it was when given. */
    emailAddress: text('email_address').notNull(),
    /** The disclosure shown (or read out), word for word. */
    disclosure: text('disclosure').notNull(),
    givenByUserId: integer('given_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnByUserId: integer('withdrawn_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('e_delivery_consents_account_idx').on(t.debtAccountId, t.givenAt),
    uniqueIndex('e_delivery_consents_live_idx').on(t.debtAccountId).where(sql`${t.withdrawnAt} IS NULL`),
  ],
);

export type EDeliveryConsentRow = typeof eDeliveryConsents.$inferSelect;
