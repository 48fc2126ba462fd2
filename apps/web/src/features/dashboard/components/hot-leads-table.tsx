import {
  formatAccountNumber,
  formatMoney,
  formatPhone,
  type HotLead,
  hotLeadPriority,
  NOT_AVAILABLE,
} from '@arrears/domain';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/ui/data-table';
import { formatEasternTime } from '../dashboard-format';
import { HotLeadPriorityBadge } from './hot-lead-priority-badge';

/** Where a hot lead leads (docs/product/dashboard.md). */
export const contactCenterPath = (lead: HotLead) =>
  `/admin/contact-center?account=${encodeURIComponent(lead.accountNumber)}`;

/**
 * The hot leads table's columns. The sortable ones carry the server's orders as ids (balance,
 * visits, recency), each starting with the biggest or latest first as the spec's orders do. The
 * debtor's name is a real link (the keyboard path); a click anywhere on the row follows it too.
 */
export const HOT_LEAD_COLUMNS: DataTableColumn<HotLead>[] = [
  {
    id: 'debtor',
    header: 'Debtor',
    cell: (lead) => (
      <>
        <Link
          to={contactCenterPath(lead)}
          className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {lead.fullName ?? NOT_AVAILABLE}
        </Link>
        <span className="block text-gray-600">{formatAccountNumber(lead.accountNumber, lead.accountId)}</span>
      </>
    ),
  },
  {
    id: 'balance',
    header: 'Balance',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    cell: (lead) => <span className="font-semibold text-gray-900">{formatMoney(lead.unpaidBalance)}</span>,
  },
  {
    id: 'visits',
    header: 'Visits',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    cell: (lead) => lead.visitCount,
  },
  {
    id: 'recency',
    header: 'Last Visit (ET)',
    sortable: true,
    firstDirection: 'desc',
    cell: (lead) => formatEasternTime(lead.lastVisit),
  },
  {
    id: 'priority',
    header: 'Priority',
    hideable: true,
    cell: (lead) => <HotLeadPriorityBadge priority={hotLeadPriority(lead.unpaidBalance, lead.visitCount)} />,
  },
  {
    id: 'contact',
    header: 'Contact',
    hideable: true,
    cell: (lead) => (
      <>
        <span className="block">{formatPhone(lead.primaryPhone)}</span>
        <span className="block text-gray-600">{lead.emailAddress ?? NOT_AVAILABLE}</span>
      </>
    ),
  },
];
