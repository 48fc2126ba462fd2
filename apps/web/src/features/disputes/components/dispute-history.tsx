import {
  type CustomerDispute,
  DISPUTE_MESSAGES,
  disputeTypeLabel,
  formatAccountNumber,
} from '@arrears/domain';
import { formatDisputeDate } from '../dispute-display';
import { DisputeStatusBadge } from './dispute-status-badge';

/**
 * 'Your Dispute History' (docs/product/disputes.md): each dispute's id, account number, status badge, created
 * date, type, the reason clamped to two lines, and the resolution notes once there are any.
 */
export function DisputeHistory({ disputes }: { disputes: readonly CustomerDispute[] }) {
  if (disputes.length === 0) {
    return <p className="py-8 text-center text-gray-700">{DISPUTE_MESSAGES.emptyHistory}</p>;
  }
  return (
    <ul className="divide-y divide-gray-200">
      {disputes.map((dispute) => (
        <li key={dispute.id} data-testid="dispute-row" className="space-y-2 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-gray-900">{`Dispute #${dispute.id}`}</h3>
            <DisputeStatusBadge status={dispute.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-600">Account</dt>
            <dd className="text-gray-900">{`#${formatAccountNumber(dispute.accountNumber, dispute.debtAccountId)}`}</dd>
            <dt className="text-gray-600">Filed</dt>
            <dd className="text-gray-900">{formatDisputeDate(dispute.createdAt)}</dd>
            <dt className="text-gray-600">Type</dt>
            <dd className="text-gray-900">{disputeTypeLabel(dispute.disputeType)}</dd>
          </dl>
          <p className="line-clamp-2 text-gray-700 text-sm" title={dispute.disputeReason}>
            {dispute.disputeReason}
          </p>
          {dispute.resolutionNotes && (
            <div className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm">
              <p className="font-medium text-gray-900">Resolution Notes</p>
              <p className="mt-0.5 whitespace-pre-line text-gray-700">{dispute.resolutionNotes}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
