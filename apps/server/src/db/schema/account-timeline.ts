import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/** Every change to an account: who, when, which field, before and after (written by modules/account-timeline). */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** AuditSource of modules/account-timeline/timeline-kinds.ts */
    source: text('source').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_audit_account_time_idx').on(t.debtAccountId, t.createdAt)],
);

/**
 * The contact timeline of an account: calls, SMS, e-mail, notes, payments and contact updates as
 * one list (contact history entry, docs/product/debtor-portal.md). Written only through modules/account-timeline.
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** TimelineChannel of modules/account-timeline/timeline-kinds.ts */
    channel: text('channel').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dispositionCode: text('disposition_code'),
    message: text('message'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_events_account_time_idx').on(t.debtAccountId, t.createdAt)],
);
