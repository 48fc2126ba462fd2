import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { importRuns } from './account-imports';
import { users } from './users';

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

/**
 * A placement: a batch of accounts a client placed on a date. An accounts import makes one per
 * client it placed rows for (source_import_id); accounts point at it through placement_id.
 */
export const placements = pgTable(
  'placements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    sourceImportId: integer('source_import_id').references(() => importRuns.id, {
      onDelete: 'set null',
    }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('placements_client_idx').on(t.clientId, t.placedOn),
    uniqueIndex('placements_import_client_idx').on(t.sourceImportId, t.clientId),
  ],
);

/** A recall: accounts returned to the client, closed for collection and kept for history. */
export const recalls = pgTable(
  'recalls',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    placementId: integer('placement_id').references(() => placements.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    accountCount: integer('account_count').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recalls_client_idx').on(t.clientId, t.createdAt)],
);

export type ClientRow = typeof clients.$inferSelect;
export type PlacementRow = typeof placements.$inferSelect;
