import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';

/**
 * Card attempts of the portal and the chat that count toward the card-testing limits (decision
 * 0031). A row is written before the processor is called and taken back when the processor
 * approves, so what stays is declines (and attempts still in flight). A row carries the keys it
 * counts under: the account, the client network, and for the chat its session.
 */
export const cardDeclineClaims = pgTable(
  'card_decline_claims',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** clientNetwork() of the caller (IPv6 by /64). */
    network: text('network'),
    /** The chat session's id (the keyed hash of its token). */
    chatSessionId: text('chat_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_decline_claims_account_idx').on(t.debtAccountId, t.createdAt),
    index('card_decline_claims_network_idx').on(t.network, t.createdAt),
    index('card_decline_claims_chat_idx').on(t.chatSessionId),
    index('card_decline_claims_created_idx').on(t.createdAt),
  ],
);
