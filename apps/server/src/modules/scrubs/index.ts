/**
 * Scrub flags on accounts (decisions 0100-0103): bankruptcy, deceased, active military duty,
 * attorney representation, litigious; the scrub file; the one writer of account_scrubs and scrub_runs.
 */

export { type ImportedScrub, recordImportedScrubs } from './imported-scrubs';
export { NEEDS_REVIEW_LIMIT, needsReviewAccounts } from './needs-review.repository';
export { type RecordOutcome, recordScrub, type ScrubOrigin } from './scrub-commands';
export { scrubsPlugin } from './scrubs.plugin';
export { scrubFactsByAccount, scrubFactsOf } from './scrubs.repository';
