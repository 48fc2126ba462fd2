import { describe, expect, it } from 'vitest';
import { adminDisputeStatus, disputeStatusBadge } from './dispute-statuses';
import { CHAT_DISPUTE_TYPES, DISPUTE_TYPES, disputeTypeLabel } from './dispute-types';

describe('dispute types and statuses as shown (docs/product/disputes.md)', () => {
  it('titles a type: underscores to spaces, each word capitalised', () => {
    expect(DISPUTE_TYPES.map(disputeTypeLabel)).toEqual([
      'Incorrect Amount',
      'Already Paid',
      'Not My Debt',
      'Statute Limitations',
      'Identity Theft',
      'Settlement Agreement',
      'Bankruptcy Discharge',
      'Other',
    ]);
    expect(CHAT_DISPUTE_TYPES.every((t) => (DISPUTE_TYPES as readonly string[]).includes(t))).toBe(true);
  });

  it('colours the four statuses and shows any other value raw', () => {
    expect(disputeStatusBadge('pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(disputeStatusBadge('under_review')).toEqual({ label: 'Under Review', tone: 'blue' });
    expect(disputeStatusBadge('resolved')).toEqual({ label: 'Resolved', tone: 'green' });
    expect(disputeStatusBadge('rejected')).toEqual({ label: 'Rejected', tone: 'red' });
    expect(disputeStatusBadge('escalated')).toEqual({ label: 'escalated', tone: 'grey' });
  });

  it('reads an unknown status as pending in the back office', () => {
    expect(adminDisputeStatus('escalated')).toBe('pending');
    expect(adminDisputeStatus('rejected')).toBe('rejected');
  });
});
