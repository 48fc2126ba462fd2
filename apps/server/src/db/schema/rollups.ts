import { bigint, bigserial, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Money rollups (decision 0076). Statement triggers on payments and debt_accounts append signed
 * delta rows in the writer's own transaction (no shared row to wait on); the `rollup-fold` job
 * moves them into the totals. A read is totals + deltas: exact at every moment, whatever the job did.
 */

/** Approved payments per payment date: their sum and their number. */
export const paymentDayTotals = pgTable('payment_day_totals', {
  paymentDate: date('payment_date', { mode: 'string' }).primaryKey(),
  amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  payments: integer('payments').notNull(),
});

/** Changes to payment_day_totals not folded yet (signed). */
export const paymentDayDeltas = pgTable('payment_day_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  paymentDate: date('payment_date', { mode: 'string' }).notNull(),
  amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  payments: integer('payments').notNull(),
});

/** Accounts per client and status: how many, and their unpaid balances. */
export const accountTotals = pgTable(
  'account_totals',
  {
    clientId: integer('client_id').notNull(),
    status: text('status').notNull(),
    accounts: bigint('accounts', { mode: 'number' }).notNull(),
    outstanding: numeric('outstanding', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.status] })],
);

/** Changes to account_totals not folded yet (signed). */
export const accountTotalsDeltas = pgTable('account_totals_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clientId: integer('client_id').notNull(),
  status: text('status').notNull(),
  accounts: bigint('accounts', { mode: 'number' }).notNull(),
  outstanding: numeric('outstanding', { precision: 18, scale: 2 }).notNull(),
});
