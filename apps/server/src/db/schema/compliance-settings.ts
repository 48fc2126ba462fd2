import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The agency's compliance settings: one row (id 1). `licensed_states` lists the states (USPS codes)
 * where the agency holds a collection licence, registration or bond; an account in a state that
 * requires one and is not listed is not contacted (decision 0106). No row yet reads as none listed.
 */
export const complianceSettings = pgTable(
  'compliance_settings',
  {
    id: integer('id').primaryKey().default(1),
    licensedStates: text('licensed_states').array().notNull().default(sql`'{}'::text[]`),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('compliance_settings_one_row', sql`${t.id} = 1`)],
);
