import { type AdminDispute, adminDisputeStatus } from '@arrears/domain';

export interface DisputeCounts {
  /** Open disputes: pending, under review, and any unknown status (read as pending, docs/product/disputes.md). */
  pending: number;
  underReview: number;
  resolved: number;
  rejected: number;
}

/** The counters of /admin/disputes (docs/product/disputes.md). */
export function countDisputes(disputes: readonly Pick<AdminDispute, 'status'>[]): DisputeCounts {
  const counts: DisputeCounts = { pending: 0, underReview: 0, resolved: 0, rejected: 0 };
  for (const { status } of disputes) {
    const known = adminDisputeStatus(status);
    if (known === 'resolved') counts.resolved += 1;
    else if (known === 'rejected') counts.rejected += 1;
    else {
      counts.pending += 1;
      if (known === 'under_review') counts.underReview += 1;
    }
  }
  return counts;
}
