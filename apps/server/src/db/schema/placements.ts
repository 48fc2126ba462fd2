import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { importRuns } from './account-imports';
import { clients } from './clients';
import { users } from './users';

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

export type PlacementRow = typeof placements.$inferSelect;
