import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A phone call from an agent to a debtor (call, docs/product/contact-center.md). The provider (simulator or Twilio) moves
 * the status; the agent adds DTMF digits, hangs up and saves a disposition once.
 */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    /** The provider's id (Twilio CallSid, or the simulator's). */
    callSid: text('call_sid').notNull(),
    provider: text('provider').notNull(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toNumber: text('to_number').notNull(),
    fromNumber: text('from_number'),
    /** initiated | ringing | in-progress | completed | busy | no-answer | failed | canceled */
    status: text('status').notNull().default('initiated'),
    digitsSent: text('digits_sent').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    /** One of the dispositions (docs/product/contact-center.md), saved once after the call. */
    disposition: text('disposition'),
    dispositionNotes: text('disposition_notes'),
    dispositionAt: timestamp('disposition_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calls_call_sid_idx').on(t.callSid),
    index('calls_account_idx').on(t.debtAccountId, t.createdAt),
    // The latest disposition of a number (any account) and of an account: the workspace's look-ups.
    index('calls_to_number_disposition_idx')
      .on(t.toNumber, t.dispositionAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.disposition} is not null`),
    index('calls_account_disposition_idx')
      .on(t.debtAccountId, t.dispositionAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.disposition} is not null`),
  ],
);

/** Text messages sent to and received from debtors (SMS history item, docs/product/contact-center.md). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** Null for an inbound message from a number that matches no account. */
    debtAccountId: integer('debt_account_id').references(() => debtAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** outbound | inbound */
    direction: text('direction').notNull(),
    fromNumber: text('from_number'),
    toNumber: text('to_number'),
    body: text('body').notNull(),
    /** queued | sent | delivered | failed | received | refused */
    status: text('status').notNull(),
    providerSid: text('provider_sid'),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When an agent read an inbound reply; unread replies wait in the "replies to read" list. */
    readAt: timestamp('read_at', { withTimezone: true }),
    readByUserId: integer('read_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_account_idx').on(t.debtAccountId, t.createdAt),
    index('sms_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.direction} = 'inbound' AND ${t.readAt} IS NULL`),
    uniqueIndex('sms_messages_provider_sid_idx').on(t.providerSid),
  ],
);

/**
 * Numbers that texted STOP: no SMS goes to them until they text START. Kept per number, since an
 * opt-out is the phone owner's, whatever account the number is on.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});
