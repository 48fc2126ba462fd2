import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A debtor's dispute of an account (as the debtor and the back office see it, docs/product/disputes.md). An account is
 * "disputed" while one of its disputes is pending or under review.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** Who filed it (the debtor's user; null when filed through the chat without a user). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    disputeType: text('dispute_type').notNull(),
    disputeReason: text('dispute_reason').notNull(),
    requestedAction: text('requested_action').notNull(),
    additionalDetails: text('additional_details'),
    /** pending | under_review | resolved | rejected */
    status: text('status').notNull().default('pending'),
    resolutionNotes: text('resolution_notes'),
    /** portal | chat */
    source: text('source').notNull(),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_account_idx').on(t.debtAccountId, t.createdAt),
    index('disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A document tied to an account (uploaded by staff). The file lives on disk under DATA_DIR with a
 * random name; the original name is only shown. Deleting keeps the row (who and when) and removes the file.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    originalFilename: text('original_filename').notNull(),
    storedName: text('stored_name').notNull(),
    /** contract | agreement | statement | notice | other */
    documentType: text('document_type').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    sha256: text('sha256').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_stored_name_idx').on(t.storedName),
    index('documents_account_idx').on(t.debtAccountId),
  ],
);

/** Text-message consent (docs/product/text-opt-in.md): who, which number, the exact wording agreed to, when, from where. */
export const smsOptIns = pgTable(
  'sms_opt_ins',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Ten digits. */
    phoneNumber: text('phone_number').notNull(),
    consent: boolean('consent').notNull(),
    consentText: text('consent_text').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Set when the number later texts STOP. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    /** Null while pending: the consent counts once the number itself confirmed it (decision 0032). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by', { enum: ['sms_reply', 'code'] }),
    /** Keyed hash of the code texted to the number; cleared once used. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Codes typed so far, counted before each is judged; at the limit the code is dead. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_opt_ins_phone_idx').on(t.phoneNumber, t.createdAt)],
);

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
