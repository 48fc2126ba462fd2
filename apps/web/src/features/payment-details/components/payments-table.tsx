import { formatMoney, formatPhone, orNotAvailable, type PaymentDetail } from '@arrears/domain';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/ui/data-table';
import { formatListDate } from '@/ui/list-format';
import { methodLabel } from '../payment-details-filters';

const SOURCE_LABELS: Record<string, string> = {
  import: 'Imported',
  portal: 'Portal',
  external: 'External',
  agent: 'Agent',
  chat: 'Chat',
  ivr: 'Phone (IVR)',
};

/**
 * The payment list's columns (ids are the server's sort keys). The debtor stays in view as the first
 * column and the amount comes early, so both show at 1280 px without scrolling; the PAY- code the
 * debtor quotes sits beside the processor's reference: either finds the payment.
 */
export const PAYMENT_COLUMNS: DataTableColumn<PaymentDetail>[] = [
  {
    id: 'name',
    header: 'Debtor',
    sortable: true,
    cell: (p) => (
      <>
        {/* The name opens the debtor workspace (decision 0114). */}
        <Link
          to={`/admin/debtor/${p.debtAccountId}`}
          className="block rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {orNotAvailable(p.fullName)}
        </Link>
        <span className="block text-gray-600">{p.accountNumber}</span>
      </>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    sortable: true,
    firstDirection: 'desc',
    cell: (p) => <span className="tabular-nums">{formatListDate(p.paymentDate)}</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    cell: (p) => <span className="font-semibold text-gray-900">{formatMoney(p.amount)}</span>,
  },
  {
    id: 'method',
    header: 'Method',
    sortable: true,
    hideable: true,
    cell: (p) => (
      <>
        <span className="block">{methodLabel(p.paymentMethod)}</span>
        <span className="block text-gray-600">{SOURCE_LABELS[p.source] ?? p.source}</span>
      </>
    ),
  },
  {
    id: 'confirmationCode',
    header: 'Confirmation',
    sortable: true,
    hideable: true,
    cell: (p) => <span className="font-mono">{orNotAvailable(p.confirmationCode)}</span>,
  },
  {
    id: 'reference',
    header: 'Transaction ID',
    sortable: true,
    hideable: true,
    cell: (p) => orNotAvailable(p.transactionId),
  },
  {
    id: 'creditor',
    header: 'Original Creditor',
    sortable: true,
    hideable: true,
    cell: (p) => (
      <>
        <span className="block">{orNotAvailable(p.schoolName)}</span>
        {p.schoolCampus && <span className="block text-gray-600">{p.schoolCampus}</span>}
      </>
    ),
  },
  {
    id: 'contact',
    header: 'Contact',
    hideable: true,
    cell: (p) => (
      <>
        <span className="block">{formatPhone(p.primaryPhone)}</span>
        <span className="block text-gray-600">{orNotAvailable(p.emailAddress)}</span>
      </>
    ),
  },
];
