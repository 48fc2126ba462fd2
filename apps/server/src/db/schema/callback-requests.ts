import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A consumer asked to be called back (the IVR today): My queue shows the open ones on their account
 * (reason callback_requested); a request is answered by the next call placed to the account or the
 * number after it. A request whose caller matched no account keeps only the number; My queue lists
 * those to admin and staff until one marks it done.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id').references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** The number to call back, 10 digits. */
    phone: text('phone').notNull(),
    /** Where it came from: 'ivr'. */
    source: text('source').notNull(),
    /** 'en' | 'es': the language the consumer used. */
    language: text('language').notNull().default('en'),
    /** The provider's recording of the consumer's message, if they left one. */
    recordingUrl: text('recording_url'),
    /** The provider's id of the request's call (one request per call). */
    callSid: text('call_sid'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff marked a request with no account done (one on an account is answered by a call to it). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneByUserId: integer('done_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('callback_requests_call_sid_idx').on(t.callSid),
    index('callback_requests_account_idx').on(t.debtAccountId, t.requestedAt),
    index('callback_requests_phone_idx').on(t.phone, t.requestedAt),
  ],
);
