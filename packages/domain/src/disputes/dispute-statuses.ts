/** Dispute statuses (docs/product/disputes.md). A dispute is open while pending or under review. */
export const DISPUTE_STATUSES = ['pending', 'under_review', 'resolved', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const OPEN_DISPUTE_STATUSES = ['pending', 'under_review'] as const satisfies readonly DisputeStatus[];
export const CLOSED_DISPUTE_STATUSES = ['resolved', 'rejected'] as const satisfies readonly DisputeStatus[];

export function isDisputeStatus(value: string): value is DisputeStatus {
  return (DISPUTE_STATUSES as readonly string[]).includes(value);
}

export type DisputeBadgeTone = 'yellow' | 'blue' | 'green' | 'red' | 'grey';

export interface DisputeBadge {
  label: string;
  tone: DisputeBadgeTone;
}

const BADGES: Record<DisputeStatus, DisputeBadge> = {
  pending: { label: 'Pending', tone: 'yellow' },
  under_review: { label: 'Under Review', tone: 'blue' },
  resolved: { label: 'Resolved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

/** The portal's badge (docs/product/disputes.md): the four known statuses with their colours; any other value raw. */
export function disputeStatusBadge(status: string): DisputeBadge {
  return isDisputeStatus(status) ? BADGES[status] : { label: status, tone: 'grey' };
}

/** The back office reads an unknown status as pending (docs/product/disputes.md). */
export function adminDisputeStatus(status: string): DisputeStatus {
  return isDisputeStatus(status) ? status : 'pending';
}
