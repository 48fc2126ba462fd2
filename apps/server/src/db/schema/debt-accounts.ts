import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * First cut of the debt account (spec 2 §3): the core of the record. The accounts issue adds the
 * remaining fields of the full record in its own migration.
 * SSN and birth date are encrypted (AES-256-GCM); identity look-ups use `identityHash`, a keyed
 * hash of SSN last 4 + birth date, so no plaintext is needed to find an account.
 */
export const debtAccounts = pgTable(
  'debt_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountNumber: text('account_number').notNull(),
    status: text('status').notNull().default('active'),
    accountStatus: text('account_status'),
    fullName: text('full_name'),
    firstName: text('first_name'),
    middleInitial: text('middle_initial'),
    lastName: text('last_name'),
    ssnEncrypted: text('ssn_encrypted'),
    birthDateEncrypted: text('birth_date_encrypted'),
    identityHash: text('identity_hash'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    primaryPhone: text('primary_phone'),
    emailAddress: text('email_address'),
    principalOriginal: numeric('principal_original', { precision: 12, scale: 2 }),
    unpaidBalance: numeric('unpaid_balance', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('debt_accounts_account_number_idx').on(t.accountNumber),
    index('debt_accounts_identity_hash_idx').on(t.identityHash),
    index('debt_accounts_user_idx').on(t.userId),
    index('debt_accounts_last_name_idx').on(sql`lower(${t.lastName})`),
    index('debt_accounts_primary_phone_idx').on(t.primaryPhone),
  ],
);

export type DebtAccountRow = typeof debtAccounts.$inferSelect;
