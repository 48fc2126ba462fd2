import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One import of a file: progress while it runs, counts and where it stopped afterwards. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    /** The id the client chose for this upload, so any server instance can answer its progress. */
    uploadId: text('upload_id'),
    importType: text('import_type', { enum: ['accounts', 'payments', 'transactions'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256'),
    /** running | completed | failed */
    status: text('status').notNull().default('running'),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The last data row whose batch was committed, so a re-run after a crash knows where it stopped. */
    lastCommittedRow: bigint('last_committed_row', { mode: 'number' }).notNull().default(0),
    message: text('message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('import_runs_upload_id_idx').on(t.uploadId)],
);

/** Each bad row of an import: its number in the file, the column and the reason. */
export const importRowErrors = pgTable(
  'import_row_errors',
  {
    id: serial('id').primaryKey(),
    importRunId: integer('import_run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    column: text('column'),
    reason: text('reason').notNull(),
  },
  (t) => [index('import_row_errors_run_idx').on(t.importRunId, t.rowNumber)],
);
