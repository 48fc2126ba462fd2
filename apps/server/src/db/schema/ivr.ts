import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { payments } from './payments';
import { users } from './users';

/**
 * One inbound call to the IVR (docs/product/ivr.md), keyed by Twilio's CallSid: where the caller is
 * in the menus and what they proved. Every webhook of the call reads and moves this row; nothing
 * of the state travels in a URL the caller could forge. The SSN last 4 waits here (encrypted) only
 * between its prompt and the birth date's.
 */
export const ivrCalls = pgTable(
  'ivr_calls',
  {
    callSid: text('call_sid').primaryKey(),
    /** The calling number, 10 digits when it is a US number. */
    fromNumber: text('from_number').notNull(),
    /** 'en' | 'es' */
    language: text('language').notNull().default('en'),
    /** The prompt the caller is answering (ivr-steps.ts). */
    step: text('step').notNull(),
    /** Prompts met with silence or a wrong key in a row. */
    retries: integer('retries').notNull().default(0),
    /** The SSN last 4 typed, encrypted, until the birth date is typed. */
    pendingSsn: text('pending_ssn'),
    identityFailures: integer('identity_failures').notNull().default(0),
    /** The account the caller proved (SSN last 4 + birth date on an account with the calling number). */
    debtAccountId: integer('debt_account_id').references(() => debtAccounts.id, { onDelete: 'set null' }),
    identityVerified: boolean('identity_verified').notNull().default(false),
    /** The amount chosen for <Pay>, in cents. */
    payAmountCents: integer('pay_amount_cents'),
    /** The opaque reference <Pay> carries to the pay connector for this call's payment. */
    payReference: text('pay_reference'),
    /** The last payment the connector charged for this call. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The transfer to an agent: to whom (null: any staff), since when, taken by whom. */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offeredToUserId: integer('offered_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    offerEndedAt: timestamp('offer_ended_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ivr_calls_pay_reference_idx').on(t.payReference),
    index('ivr_calls_offers_idx')
      .on(t.offeredAt)
      .where(sql`${t.offeredAt} is not null and ${t.offerEndedAt} is null`),
  ],
);
