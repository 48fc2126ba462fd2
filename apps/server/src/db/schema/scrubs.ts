import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { debtAccounts } from './debt-accounts';
import { users } from './users';

/**
 * A scrub file as it ran (decision 0100): who sent which file, and what it matched. The summary's
 * "last scrub file" reads the newest.
 */
export const scrubRuns = pgTable('scrub_runs', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rows: integer('rows').notNull(),
  matched: integer('matched').notNull(),
  recorded: integer('recorded').notNull(),
  unmatched: integer('unmatched').notNull(),
  invalid: integer('invalid').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Scrub flags on an account (decisions 0100-0103): bankruptcy, deceased, active military duty,
 * attorney representation, litigious. Written only by modules/scrubs. A flag is lifted, never
 * deleted: cleared_at, who and why stay, and one flag of a kind is active per account at a time.
 */
export const accountScrubs = pgTable(
  'account_scrubs',
  {
    id: serial('id').primaryKey(),
    debtAccountId: integer('debt_account_id')
      .notNull()
      .references(() => debtAccounts.id, { onDelete: 'cascade' }),
    /** SCRUB_FLAGS */
    flag: text('flag').notNull(),
    /** SCRUB_SOURCES: staff, import, scrub_file. */
    source: text('source').notNull(),
    /** The scrub file that recorded it, when one did. */
    scrubRunId: integer('scrub_run_id').references(() => scrubRuns.id, { onDelete: 'set null' }),
    /** The flag's date: filing, death, start of duty, representation; the day recorded when none was given. */
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    bankruptcyChapter: text('bankruptcy_chapter'),
    bankruptcyCaseNumber: text('bankruptcy_case_number'),
    bankruptcyFiledOn: date('bankruptcy_filed_on', { mode: 'string' }),
    diedOn: date('died_on', { mode: 'string' }),
    militaryStartOn: date('military_start_on', { mode: 'string' }),
    militaryEndOn: date('military_end_on', { mode: 'string' }),
    attorneyName: text('attorney_name'),
    /** 10 digits. */
    attorneyPhone: text('attorney_phone'),
    attorneyAddress: text('attorney_address'),
    note: text('note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearedReason: text('cleared_reason'),
  },
  (t) => [
    // One active flag of a kind per account: two files naming it at once cannot both record it.
    uniqueIndex('account_scrubs_one_active_idx')
      .on(t.debtAccountId, t.flag)
      .where(sql`${t.clearedAt} is null`),
    // The summary's counts and the needs-review list read the active flags by kind.
    index('account_scrubs_active_flag_idx').on(t.flag, t.debtAccountId).where(sql`${t.clearedAt} is null`),
    check(
      'account_scrubs_flag_check',
      sql`${t.flag} in ('bankruptcy', 'deceased', 'military_active_duty', 'attorney_represented', 'litigious')`,
    ),
    check('account_scrubs_source_check', sql`${t.source} in ('staff', 'import', 'scrub_file')`),
    // Lifting always says who and why.
    check('account_scrubs_cleared_check', sql`(${t.clearedAt} is null) = (${t.clearedReason} is null)`),
  ],
);

export type AccountScrubRow = typeof accountScrubs.$inferSelect;
export type NewAccountScrub = typeof accountScrubs.$inferInsert;
export type ScrubRunRow = typeof scrubRuns.$inferSelect;
