/** Scrub flags: the workspace panel and the needs-review list (the /admin/scrubs page is a route). */
export { AccountScrubsPanel } from './components/account-scrubs-panel';
export { NeedsReviewList } from './components/needs-review-list';
