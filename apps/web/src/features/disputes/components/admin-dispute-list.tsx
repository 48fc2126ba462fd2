import {
  type AdminDispute,
  adminDisputeStatus,
  disputeTypeLabel,
  formatAccountNumber,
  formatMoney,
} from '@arrears/domain';
import { Button } from '@/ui/button';
import { formatDisputeDate } from '../dispute-display';
import { DisputeStatusBadge } from './dispute-status-badge';

export function debtorNameOf(dispute: Pick<AdminDispute, 'firstName' | 'lastName'>): string {
  return [dispute.firstName, dispute.lastName].filter(Boolean).join(' ') || 'Unknown debtor';
}

/** The disputes, newest first; each opens the detail dialog. An unknown status shows as pending. */
export function AdminDisputeList({
  disputes,
  onOpen,
}: {
  disputes: readonly AdminDispute[];
  onOpen: (dispute: AdminDispute) => void;
}) {
  if (disputes.length === 0) return <p className="px-1 py-8 text-center text-gray-700">No disputes found.</p>;
  return (
    <ul className="divide-y divide-gray-200">
      {disputes.map((dispute) => {
        const name = debtorNameOf(dispute);
        return (
          <li
            key={dispute.id}
            data-testid="admin-dispute-row"
            className="grid gap-3 px-1 py-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-gray-900">{`#${dispute.id}`}</span>
                <span className="font-medium text-gray-900">{name}</span>
                <DisputeStatusBadge status={adminDisputeStatus(dispute.status)} />
              </div>
              <p className="text-gray-700 text-sm">
                {`${formatAccountNumber(dispute.accountNumber, dispute.debtAccountId)} · ${disputeTypeLabel(dispute.disputeType)} · Balance ${formatMoney(dispute.debtAccount.currentBalance)} · Submitted ${formatDisputeDate(dispute.submittedAt)}`}
              </p>
              <p className="line-clamp-1 text-gray-600 text-sm">{dispute.disputeReason}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => onOpen(dispute)}>
              Review
              <span className="sr-only">{` dispute #${dispute.id} from ${name}`}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
