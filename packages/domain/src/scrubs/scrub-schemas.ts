import { z } from 'zod';
import { BANKRUPTCY_CHAPTERS, SCRUB_FLAGS, SCRUB_LIMITS, SCRUB_MESSAGES, SCRUB_SOURCES } from './scrub-flags';

const field = (max: number) => z.string().max(max).nullish();

/**
 * POST /api/debtors/{id}/scrubs: one flag and its fields, as text. The server checks them with
 * checkScrubFields (the same check as a scrub file's rows and the accounts import's columns).
 */
export const recordScrubBodySchema = z.object({
  flag: z.enum(SCRUB_FLAGS, { error: SCRUB_MESSAGES.flag }),
  date: field(40),
  endDate: field(40),
  chapter: field(20),
  caseNumber: field(200),
  attorneyName: field(1000),
  attorneyPhone: field(40),
  attorneyAddress: field(2000),
  note: field(5000),
});
export type RecordScrubBody = z.input<typeof recordScrubBodySchema>;

/** DELETE /api/debtors/{id}/scrubs/{scrubId}: lifting a flag always says why. */
export const clearScrubBodySchema = z.object({
  reason: z
    .string({ error: SCRUB_MESSAGES.reasonRequired })
    .trim()
    .min(1, SCRUB_MESSAGES.reasonRequired)
    .max(SCRUB_LIMITS.reason, SCRUB_MESSAGES.reasonLong),
});
export type ClearScrubBody = z.input<typeof clearScrubBodySchema>;

/** One flag as the account page lists it. */
export const accountScrubSchema = z.object({
  id: z.number(),
  flag: z.enum(SCRUB_FLAGS),
  source: z.enum(SCRUB_SOURCES),
  effectiveOn: z.string().nullable(),
  bankruptcyChapter: z.enum(BANKRUPTCY_CHAPTERS).nullable(),
  bankruptcyCaseNumber: z.string().nullable(),
  bankruptcyFiledOn: z.string().nullable(),
  diedOn: z.string().nullable(),
  militaryStartOn: z.string().nullable(),
  militaryEndOn: z.string().nullable(),
  attorneyName: z.string().nullable(),
  attorneyPhone: z.string().nullable(),
  attorneyAddress: z.string().nullable(),
  note: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  clearedAt: z.string().nullable(),
  clearedBy: z.string().nullable(),
  clearedReason: z.string().nullable(),
});
export type AccountScrub = z.infer<typeof accountScrubSchema>;

/**
 * GET /api/debtors/{id}/scrubs: the active flags first, then the lifted ones (newest first), and
 * what the workspace shows prominently: the attorney to contact, the SCRA protection period.
 */
export const accountScrubsSchema = z.object({
  active: z.array(accountScrubSchema),
  cleared: z.array(accountScrubSchema),
  attorney: z
    .object({
      name: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      addressLines: z.array(z.string()),
    })
    .nullable(),
  militaryProtection: z
    .object({ startOn: z.string(), endOn: z.string().nullable(), active: z.boolean() })
    .nullable(),
});
export type AccountScrubs = z.infer<typeof accountScrubsSchema>;

/** One row of a scrub file that changed nothing, with its line in the file (the header is line 1). */
export const scrubFileRowProblemSchema = z.object({
  line: z.number(),
  reason: z.string(),
});

/** POST /api/admin/scrubs: what the file did. */
export const scrubFileResultSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  rows: z.number(),
  /** Rows that found their account: the flag is recorded, or was already on file. */
  matched: z.number(),
  /** Matched rows whose flag was new or changed. */
  recorded: z.number(),
  unmatched: z.number(),
  invalid: z.number(),
  unmatchedRows: z.array(scrubFileRowProblemSchema),
  invalidRows: z.array(scrubFileRowProblemSchema),
});
export type ScrubFileResult = z.infer<typeof scrubFileResultSchema>;

/** GET /api/admin/scrubs/summary: accounts holding each active flag, and the last scrub file. */
export const scrubSummarySchema = z.object({
  flags: z.array(z.object({ flag: z.enum(SCRUB_FLAGS), accounts: z.number() })),
  lastRun: z
    .object({
      id: z.number(),
      fileName: z.string(),
      ranAt: z.string(),
      ranBy: z.string().nullable(),
      rows: z.number(),
      matched: z.number(),
      unmatched: z.number(),
      invalid: z.number(),
    })
    .nullable(),
});
export type ScrubSummary = z.infer<typeof scrubSummarySchema>;

/** GET /api/admin/contact-center/needs-review: flagged accounts staff decide on, out of My queue. */
export const needsReviewItemSchema = z.object({
  accountId: z.number(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  unpaidBalance: z.string(),
  flags: z.array(z.enum(SCRUB_FLAGS)),
  /** The first flag's rule message: why no one works the account as usual. */
  message: z.string(),
  since: z.string(),
});
export const needsReviewSchema = z.object({ accounts: z.array(needsReviewItemSchema) });
export type NeedsReview = z.infer<typeof needsReviewSchema>;
export type NeedsReviewItem = z.infer<typeof needsReviewItemSchema>;
