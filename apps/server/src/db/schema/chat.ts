import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A verified chat conversation (docs/product/chat.md). The cookie holds a random token; the row keeps its
 * HMAC. It reaches only the accounts of the identity verified at its start, ends after 5 minutes
 * without a call (like the widget's timer), and after 30 minutes in any case.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    identityHash: text('identity_hash').notNull(),
    /** The accounts of that identity at verification (later imports need a new verification). */
    accountIds: integer('account_ids').array().notNull(),
    /** Keyed hash of the debtor_id /api/chat/verify handed out: that handle names this session (decision 0047). */
    handleHash: text('handle_hash'),
    ipAddress: text('ip_address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_sessions_expires_idx').on(t.expiresAt)],
);

/** One chosen chat intent (track-intent, docs/product/chat.md): orders the menu by popularity. */
export const chatIntents = pgTable(
  'chat_intents',
  {
    id: serial('id').primaryKey(),
    intent: text('intent').notNull(),
    debtAccountId: integer('debt_account_id').references(() => debtAccounts.id, { onDelete: 'set null' }),
    /** The widget's own conversation id (not the session cookie). */
    conversationId: text('conversation_id'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_intents_created_idx').on(t.createdAt),
    index('chat_intents_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/**
 * A debtor's request to change their contact details (the chat contact-update form). Staff review it
 * on the debtor workspace: nothing changes on the account until an agent applies it there.
 */
export const contactChangeRequests = pgTable(
  'contact_change_requests',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    reason: text('reason').notNull(),
    /** chat */
    source: text('source').notNull(),
    /** pending | applied | dismissed */
    status: text('status').notNull().default('pending'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_change_requests_account_idx').on(t.debtAccountId, t.createdAt)],
);
