import { sql } from 'drizzle-orm';
import {
  check,
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
import { clients } from './clients';
import { ledgerEntries } from './ledger';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull();

/**
 * A remittance: what the agency owes a client for a period (docs/decisions/0053 and 0054). Totals
 * are the sums of its lines, kept on the row so lists and the reconciliation read one row.
 * draft → approved (by an admin; never changes after) → paid (with the transfer's reference).
 */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** draft | approved | paid */
    status: text('status').notNull().default('draft'),
    /** The client's remittance method when drafted (net | gross): a later change of terms does not rewrite it. */
    method: text('method').notNull(),
    /** manual | daily (the job's; one per client and day) */
    source: text('source').notNull().default('manual'),
    grossCollected: money('gross_collected'),
    reversals: money('reversals'),
    commission: money('commission'),
    netDue: money('net_due'),
    directPayments: money('direct_payments'),
    commissionInvoiced: money('commission_invoiced'),
    lineCount: integer('line_count').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidReference: text('paid_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remittances_client_idx').on(t.clientId, t.periodEnd),
    index('remittances_status_idx').on(t.status),
    uniqueIndex('remittances_daily_idx').on(t.clientId, t.periodEnd).where(sql`${t.source} = 'daily'`),
    check('remittances_status_check', sql`${t.status} IN ('draft', 'approved', 'paid')`),
  ],
);

/**
 * One ledger entry on a remittance. The unique ledger_entry_id is the once-only rule: an entry is
 * on one remittance at most, whoever drafts and however the drafts race.
 */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    /** payment | payment_reversal | direct_payment | direct_payment_reversal */
    kind: text('kind').notNull(),
    /** Money collected: positive for a payment, negative for a reversal. */
    amount: money('amount'),
    commission: money('commission'),
    /** What the line adds to the remittance's net due. */
    net: money('net'),
  },
  (t) => [
    uniqueIndex('remittance_lines_entry_idx').on(t.ledgerEntryId),
    index('remittance_lines_remittance_idx').on(t.remittanceId),
  ],
);

export type RemittanceRow = typeof remittances.$inferSelect;
