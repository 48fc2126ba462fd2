import { sql } from 'drizzle-orm';
import {
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
    /** processing | approved | declined | error | pending_reconciliation | refunded | reversed (its ledger entry was reversed) */
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
    // A staff card payment: the consumer's spoken yes, with the words the server built and who read them.
    authorizedByUserId: integer('authorized_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    authorizationWords: text('authorization_words'),
  },
  (t) => [
    uniqueIndex('payments_reference_number_idx').on(t.referenceNumber),
    uniqueIndex('payments_invoice_idx').on(t.invoice),
    uniqueIndex('payments_confirmation_code_idx').on(t.confirmationCode),
    index('payments_status_idx').on(t.status),
    index('payments_account_date_idx').on(t.debtAccountId, t.paymentDate),
    index('payments_date_idx').on(t.paymentDate),
    // Approved payments newest first, in listPage's order (payment details' default answer and page).
    index('payments_approved_date_idx')
      .on(sql`${t.paymentDate} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'approved'`),
    // Payment Details sorted by amount, highest first (listPage's order): the page walks this instead
    // of sorting every approved payment.
    index('payments_approved_amount_idx')
      .on(sql`${t.amount} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'approved'`),
    // The global search's processor reference (reference_number has its unique index).
    index('payments_transaction_id_idx').on(t.transactionId),
    // An account's approved payments by date (hot leads' "paid since", the test account's sum).
    index('payments_approved_account_date_idx')
      .on(t.debtAccountId, t.paymentDate)
      .where(sql`${t.status} = 'approved'`),
  ],
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
