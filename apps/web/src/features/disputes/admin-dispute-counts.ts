import { type AdminDispute, adminDisputeStatus } from '@arrears/domain';

export interface DisputeCounts {
  /** Open disputes: pending, under review, and any unknown status (read as pending, spec 2 §4). */
  pending: number;
  underReview: number;
  resolved: number;
  rejected: number;
}

/** The counters of /admin/disputes (spec 2 §2). */
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
