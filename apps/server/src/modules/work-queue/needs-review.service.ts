import { easternDateOf, type NeedsReviewItem } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { needsReviewAccounts } from '../scrubs';

/** The accounts a scrub flag holds back today, longest flagged first (decision 0101). */
export function needsReview(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<NeedsReviewItem[]> {
  return needsReviewAccounts(deps.db, easternDateOf(deps.clock()));
}
