import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { accountTransactions, payments } from './payments';
import { users } from './users';

/**
 * The money ledger (docs/decisions/0051-the-money-ledger.md): every change of an account's balance
 * is one row here, never a bare edit. `amount` is the signed effect on what the debtor owes (a
 * placement, interest, a fee or a reversal of a payment raises it; a payment, a direct payment or a
 * settlement write-off lowers it). The database keeps `debt_accounts.unpaid_balance` equal to the
 * sum of an account's entries: inserting an entry moves it, and a direct update of it is refused
 * (triggers in migration 0020). Entries are never changed: a mistake is reversed by a new entry.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** placement | payment | direct_payment | adjustment | interest | fee | reversal | settlement_writeoff */
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The day the money moved (a payment's date), which remittances and statements group by. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    postedByUserId: integer('posted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** card | ach | check | cash | bank_transfer | other: how a payment was made. */
    method: text('method'),
    /** The payment row of a payment or direct payment (one entry per payment, ever). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The imported transaction row an entry came from (one entry per row, ever). */
    accountTransactionId: integer('account_transaction_id').references(() => accountTransactions.id, {
      onDelete: 'restrict',
    }),
    /** What a reversal undoes (one reversal per entry). */
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => ledgerEntries.id, {
      onDelete: 'restrict',
    }),
    /** Why: an adjustment's reason, a reversal's (chargeback | nsf | void), a write-off's. */
    reason: text('reason'),
    description: text('description'),
    /** portal | agent | chat | external | import | edit | system */
    source: text('source').notNull(),
    /**
     * A manual posting's Idempotency-Key header (decision 0091): the same key on the same account
     * answers the entry already posted and posts nothing.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.debtAccountId, t.effectiveDate),
    index('ledger_entries_date_idx').on(t.effectiveDate),
    uniqueIndex('ledger_entries_payment_idx').on(t.paymentId).where(sql`${t.paymentId} IS NOT NULL`),
    uniqueIndex('ledger_entries_transaction_idx')
      .on(t.accountTransactionId)
      .where(sql`${t.accountTransactionId} IS NOT NULL`),
    uniqueIndex('ledger_entries_reverses_idx')
      .on(t.reversesEntryId)
      .where(sql`${t.reversesEntryId} IS NOT NULL`),
    uniqueIndex('ledger_entries_idempotency_idx')
      .on(t.debtAccountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
