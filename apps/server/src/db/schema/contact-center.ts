import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The bridge (decision 0123): the agent's line rung first (client:agent-N, E.164 or sip:); null
     * for a call placed straight to the debtor (the simulator).
     */
    agentLine: text('agent_line'),
    /** The agent leg: ringing | in-progress | completed; null without a bridge. */
    agentLeg: text('agent_leg'),
    /** The provider's id of the agent leg (the bridge's parent call); callSid is ours then. */
    agentLegSid: text('agent_leg_sid'),
    /** The provider's id of the debtor leg (the bridge's child call), once it is dialled. */
    debtorLegSid: text('debtor_leg_sid'),
    /** human | machine, from answering-machine detection on the debtor leg. */
    answeredBy: text('answered_by'),
    /** The debtor hears the hold message and music. */
    held: boolean('held').notNull().default(false),
    /** The legs were moved from the Dial into the call's conference room (hold, keypad). */
    inRoom: boolean('in_room').notNull().default(false),
    /** When the limited-content message was played to the debtor's machine (decision 0125). */
    voicemailAt: timestamp('voicemail_at', { withTimezone: true }),
    /** The compliance rule that stopped the bridge from dialling the debtor. */
    bridgeBlockedRule: text('bridge_blocked_rule'),
    /** The call's "Outbound call to" timeline entry, where its recordings are linked. */
    timelineEntryId: integer('timeline_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calls_call_sid_idx').on(t.callSid),
    index('calls_user_idx').on(t.userId, t.id),
    index('calls_agent_leg_idx').on(t.agentLegSid),
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

/**
 * A call's recording (decision 0124), fetched from the provider into document storage; the file is
 * removed after the retention period and the row keeps when.
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** The provider's recording id (RE...). */
    recordingSid: text('recording_sid').notNull(),
    /** The file's name in document storage; null once deleted. */
    storedName: text('stored_name'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('call_recordings_sid_idx').on(t.recordingSid),
    index('call_recordings_call_idx').on(t.callId),
    index('call_recordings_age_idx').on(t.createdAt).where(sql`${t.deletedAt} is null`),
  ],
);
