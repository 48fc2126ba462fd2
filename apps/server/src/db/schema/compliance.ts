import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * Every outbound contact attempt (call, text, e-mail), allowed or blocked, with the rules' evaluation
 * (decision 0024). Kept at least 3 years (§1006.100): a trigger refuses deleting younger rows.
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'restrict' }),
    /** call | sms | email */
    channel: text('channel').notNull(),
    /** The number or address contacted. */
    target: text('target'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    allowed: boolean('allowed').notNull(),
    /** The blocking rule (COMPLIANCE_RULES), null when allowed. */
    rule: text('rule'),
    message: text('message'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** The checks as evaluated (ContactVerdict.checks) and the facts' summary. */
    evaluation: jsonb('evaluation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_attempts_account_idx').on(t.debtAccountId, t.createdAt),
    // The compliance report: raw attempts of a range's edge weeks, and blocked ones newest first.
    // INCLUDE (debt_account_id, allowed, channel) is hand-written in migration 0032 (the schema
    // builder has none): the edge weeks are read on the index alone.
    index('contact_attempts_time_cover_idx').on(t.createdAt, t.id),
    index('contact_attempts_blocked_time_idx')
      .on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`not ${t.allowed}`),
  ],
);

/**
 * What the consumer asked for or agreed to: channel opt-outs, text consent, cease communication
 * (CONTACT_PREFERENCE_KINDS). Revoking keeps the row (who and when).
 */
export const contactPreferences = pgTable(
  'contact_preferences',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** opt_out_call | opt_out_sms | opt_out_email | sms_consent | cease */
    kind: text('kind').notNull(),
    /** For sms_consent and opt_out_sms: the 10-digit number it is about (null: every number). */
    phone: text('phone'),
    /** agent | email_unsubscribe | sms_stop | written_request | chat | chat_wrong_party */
    source: text('source').notNull(),
    note: text('note'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_preferences_account_idx').on(t.debtAccountId, t.kind)],
);

/** When the validation notice of §1006.34 was sent for a debt (the latest row counts). */
export const validationNotices = pgTable(
  'validation_notices',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    /** mail | email */
    method: text('method').notNull(),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('validation_notices_account_idx').on(t.debtAccountId, t.createdAt)],
);
