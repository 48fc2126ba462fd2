import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A contact at the client: who to write or call about placements, recalls and remittances. */
export interface ClientContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/** Commission by the account's age at placement (days since charge-off or delinquency): the first tier whose minAgeDays the age reaches, counting down. */
export interface CommissionTier {
  minAgeDays: number;
  rate: string;
}

/**
 * A client: the creditor that places accounts with the agency (docs/product/clients.md). Rates and
 * percentages are exact numerics; the ledger and remittances (decisions 0051 and 0053) reference clients.id.
 * The one row with is_default holds accounts placed without a client.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    /** Upper-case, as files name the client (client_code). Never changes. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    contacts: jsonb('contacts').$type<ClientContact[]>().notNull().default(sql`'[]'::jsonb`),
    /** net: the agency keeps its commission from what it remits; gross: remits all, invoices it. */
    remitMethod: text('remit_method').notNull(),
    /** daily | weekly | monthly */
    remitFrequency: text('remit_frequency').notNull(),
    /** The flat commission in percent (used when there are no tiers, and shown as the base rate). */
    commissionRate: numeric('commission_rate', { precision: 7, scale: 4 }).notNull(),
    commissionTiers: jsonb('commission_tiers').$type<CommissionTier[]>(),
    /** The lowest share of the balance the agency may settle for without asking, in percent. */
    settlementAuthorityPercent: numeric('settlement_authority_percent', { precision: 7, scale: 4 }),
    /** The longest payment plan the agency may agree to, in months. */
    planAuthorityMonths: integer('plan_authority_months'),
    /** last_statement | charge_off | last_payment | transaction | judgment (Regulation F itemization date). */
    itemizationDateBasis: text('itemization_date_basis').notNull().default('charge_off'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_code_idx').on(t.code),
    uniqueIndex('clients_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
