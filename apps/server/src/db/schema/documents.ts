import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A document tied to an account (uploaded by staff). The file lives on disk under DATA_DIR with a
 * random name; the original name is only shown. Deleting keeps the row (who and when) and removes the file.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    originalFilename: text('original_filename').notNull(),
    storedName: text('stored_name').notNull(),
    /** contract | agreement | statement | notice | other */
    documentType: text('document_type').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    sha256: text('sha256').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_stored_name_idx').on(t.storedName),
    index('documents_account_idx').on(t.debtAccountId),
  ],
);
