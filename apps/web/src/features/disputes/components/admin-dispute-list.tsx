import {
  type AdminDispute,
  adminDisputeStatus,
  disputeTypeLabel,
  formatAccountNumber,
  formatMoney,
} from '@arrears/domain';
import { Link } from 'react-router';
import { Button } from '@/ui/button';
import type { DataTableColumn } from '@/ui/data-table';
import { formatListDate } from '@/ui/list-format';
import { DisputeStatusBadge } from './dispute-status-badge';

export function debtorNameOf(dispute: Pick<AdminDispute, 'firstName' | 'lastName'>): string {
  return [dispute.firstName, dispute.lastName].filter(Boolean).join(' ') || 'Unknown debtor';
}

/**
 * The disputes table's columns (ids are the server's sort keys); the debtor, the dispute number and the
 * account stay in view as the first column, and Review (at 1280 px without scrolling) opens the detail
 * dialog. An unknown status shows as pending.
 */
export function adminDisputeColumns(
  onOpen: (dispute: AdminDispute) => void,
): DataTableColumn<AdminDispute>[] {
  return [
    {
      id: 'name',
      header: 'Debtor',
      sortable: true,
      cell: (d) => (
        <>
          {/* The name opens the debtor workspace (decision 0114). */}
          <Link
            to={`/admin/debtor/${d.debtAccountId}`}
            className="block rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {debtorNameOf(d)}
          </Link>
          <span className="block text-gray-600">{`#${d.id} · ${formatAccountNumber(d.accountNumber, d.debtAccountId)}`}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (d) => <DisputeStatusBadge status={adminDisputeStatus(d.status)} />,
    },
    {
      id: 'submittedAt',
      header: 'Submitted',
      sortable: true,
      firstDirection: 'desc',
      cell: (d) => formatListDate(d.submittedAt),
    },
    {
      id: 'type',
      header: 'Type',
      sortable: true,
      hideable: true,
      cell: (d) => disputeTypeLabel(d.disputeType),
    },
    {
      id: 'balance',
      header: 'Balance',
      sortable: true,
      firstDirection: 'desc',
      align: 'right',
      hideable: true,
      cell: (d) => formatMoney(d.debtAccount.currentBalance),
    },
    {
      id: 'reason',
      header: 'Reason',
      hideable: true,
      // One line, cut at the column's width; the dialog shows it whole.
      cell: (d) => (
        <span className="block max-w-[13rem] truncate" title={d.disputeReason}>
          {d.disputeReason}
        </span>
      ),
    },
    {
      id: 'resolvedAt',
      header: 'Closed',
      sortable: true,
      hideable: true,
      cell: (d) => (d.resolvedAt ? formatListDate(d.resolvedAt) : '—'),
    },
    {
      id: 'review',
      header: 'Actions',
      pinned: 'end',
      // relative: the hidden words stay inside the table's scroll box instead of widening the page.
      cell: (d) => (
        <Button variant="outline" size="sm" className="relative" onClick={() => onOpen(d)}>
          Review
          <span className="sr-only">{` dispute #${d.id} from ${debtorNameOf(d)}`}</span>
        </Button>
      ),
    },
  ];
}
