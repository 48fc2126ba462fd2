import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/** Every change to an account: who, when, which field, before and after. */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** edit | import | payment | contact_update | … */
    source: text('source').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_audit_account_time_idx').on(t.debtAccountId, t.createdAt)],
);

/** Internal notes on an account (the import's `notes` column, staff notes). */
export const accountNotes = pgTable(
  'account_notes',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    source: text('source').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_notes_account_idx').on(t.debtAccountId, t.createdAt)],
);

/**
 * Money received on an account, whatever the channel. `reference_number` is unique when present,
 * so the same payment (an import row, a processor reference) is never applied twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /** credit_card | ach | bank_transfer | check | cash | other */
    paymentMethod: text('payment_method').notNull(),
    /** processing | approved | declined | error | pending_reconciliation | refunded */
    status: text('status').notNull().default('approved'),
    /** import | portal | external | agent | chat */
    source: text('source').notNull(),
    referenceNumber: text('reference_number'),
    transactionId: text('transaction_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    notes: text('notes'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Card payments. The invoice is the idempotency key of a charge: one row per invoice, ever.
    invoice: text('invoice'),
    /** Hash of who pays what (account, amount, card last 4, caller): a reused invoice must match it. */
    requestFingerprint: text('request_fingerprint'),
    requestedAmount: numeric('requested_amount', { precision: 12, scale: 2 }),
    confirmationCode: text('confirmation_code'),
    authCode: text('auth_code'),
    /** The processor's result code: A approved, P partial, D declined, E error, V verification. */
    gatewayResultCode: text('gateway_result_code'),
    avsResult: text('avs_result'),
    avsResultCode: text('avs_result_code'),
    cvcResult: text('cvc_result'),
    cvcResultCode: text('cvc_result_code'),
    failureReason: text('failure_reason'),
    balanceBefore: numeric('balance_before', { precision: 12, scale: 2 }),
    balanceAfter: numeric('balance_after', { precision: 12, scale: 2 }),
    /** The answer given to the caller, replayed when the same invoice comes again. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_number_idx').on(t.referenceNumber),
    uniqueIndex('payments_invoice_idx').on(t.invoice),
    uniqueIndex('payments_confirmation_code_idx').on(t.confirmationCode),
    index('payments_status_idx').on(t.status),
    index('payments_account_date_idx').on(t.debtAccountId, t.paymentDate),
    index('payments_date_idx').on(t.paymentDate),
  ],
);

/**
 * The contact timeline of an account: calls, SMS, e-mail, notes, payments and contact updates as
 * one list (contact history entry, docs/product/contact-center.md). Written by whatever action happened.
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** Call | SMS | Email | Payment | Note | Update */
    channel: text('channel').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dispositionCode: text('disposition_code'),
    message: text('message'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_events_account_time_idx').on(t.debtAccountId, t.createdAt)],
);

/** The account ledger (imported transactions and adjustments); same no-double-apply rule. */
export const accountTransactions = pgTable(
  'account_transactions',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    transactionType: text('transaction_type').notNull(),
    description: text('description'),
    referenceNumber: text('reference_number'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_transactions_reference_number_idx').on(t.referenceNumber),
    index('account_transactions_account_date_idx').on(t.debtAccountId, t.transactionDate),
  ],
);

/** One import of a file: progress while it runs, counts and where it stopped afterwards. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    /** The id the client chose for this upload, so any server instance can answer its progress. */
    uploadId: text('upload_id'),
    importType: text('import_type', { enum: ['accounts', 'payments', 'transactions'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256'),
    /** running | completed | failed */
    status: text('status').notNull().default('running'),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The last data row whose batch was committed, so a re-run after a crash knows where it stopped. */
    lastCommittedRow: bigint('last_committed_row', { mode: 'number' }).notNull().default(0),
    message: text('message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('import_runs_upload_id_idx').on(t.uploadId)],
);

/** Each bad row of an import: its number in the file, the column and the reason. */
export const importRowErrors = pgTable(
  'import_row_errors',
  {
    id: serial('id').primaryKey(),
    importRunId: integer('import_run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    column: text('column'),
    reason: text('reason').notNull(),
  },
  (t) => [index('import_row_errors_run_idx').on(t.importRunId, t.rowNumber)],
);
