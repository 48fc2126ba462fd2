import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Step one of an identity check passed (SSN last 4 + birth date): the token (stored hashed) allows one
 * address pick within its lifetime. `answer_hash` is a keyed hash of the true address, so the true
 * address is not kept here.
 */
export const identityChallenges = pgTable(
  'identity_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** quick_access | dispute_quick_access | chat */
    purpose: text('purpose').notNull(),
    identityHash: text('identity_hash').notNull(),
    answerHash: text('answer_hash').notNull(),
    addressOptions: jsonb('address_options').$type<string[]>().notNull(),
    ipAddress: text('ip_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_challenges_token_idx').on(t.tokenHash)],
);

/**
 * Every start of an identity check (step one of quick access, dispute quick access and chat, and a
 * debtor registration), by client network: counted before it is judged, so one network gets a
 * fixed number of starts per window whatever their outcome, and the service sees its own rate.
 */
export const identityCheckStarts = pgTable(
  'identity_check_starts',
  {
    id: serial('id').primaryKey(),
    /** clientNetwork(ip): an IPv4 address, or an IPv6 /64. */
    network: text('network'),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_check_starts_network_idx').on(t.network, t.createdAt),
    index('identity_check_starts_created_idx').on(t.createdAt),
  ],
);

/**
 * Every failed identity check (no match, wrong address), by IP and by identity: the throttle counts
 * these within its window, whatever the entry point (quick access, dispute access, chat).
 */
export const identityCheckFailures = pgTable(
  'identity_check_failures',
  {
    id: serial('id').primaryKey(),
    ipAddress: text('ip_address'),
    /** The keyed hash of the SSN last 4 + birth date tried (matched or not). */
    identityHash: text('identity_hash').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_check_failures_ip_idx').on(t.ipAddress, t.createdAt),
    index('identity_check_failures_identity_idx').on(t.identityHash, t.createdAt),
  ],
);
