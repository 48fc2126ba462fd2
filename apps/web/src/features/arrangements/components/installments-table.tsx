import { formatMoney, type QueuedInstallment } from '@arrears/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { INSTALLMENT_STATUS_LABELS, INSTALLMENT_STATUS_TONES } from '@/features/payment-plans';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatListDate } from '@/ui/list-format';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { useInstallmentQueueQuery } from '../api/admin-arrangements';

const PAGE_SIZE = 25;
const QUEUES = [
  { value: 'due', label: 'Due today or earlier' },
  { value: 'failed', label: 'Declined or missed' },
] as const;

const columns: DataTableColumn<QueuedInstallment>[] = [
  {
    id: 'account',
    header: 'Account',
    cell: (i) => (
      <Link to={`/admin/debtor/${i.debtAccountId}`} className="font-medium text-brand-700 hover:underline">
        {i.accountNumber}
      </Link>
    ),
  },
  { id: 'debtor', header: 'Debtor', cell: (i) => i.debtorName ?? '—' },
  { id: 'kind', header: 'Kind', cell: (i) => (i.kind === 'settlement' ? 'Settlement' : 'Plan') },
  { id: 'seq', header: 'Payment', align: 'right', cell: (i) => `#${i.seq}` },
  { id: 'due', header: 'Due', cell: (i) => formatListDate(i.dueDate) },
  { id: 'chargeOn', header: 'Charge on', cell: (i) => formatListDate(i.chargeOn) },
  { id: 'amount', header: 'Amount', align: 'right', cell: (i) => formatMoney(i.amount) },
  { id: 'attempts', header: 'Attempts', align: 'right', cell: (i) => i.attempts },
  {
    id: 'status',
    header: 'Status',
    cell: (i) => (
      <StatusBadge label={INSTALLMENT_STATUS_LABELS[i.status]} tone={INSTALLMENT_STATUS_TONES[i.status]} />
    ),
  },
  { id: 'reason', header: 'Reason', cell: (i) => i.failureReason ?? '' },
];

/** Installments due (today or earlier, still to charge) or failed and missed, oldest first as the server answers. */
export function InstallmentsTable() {
  const [status, setStatus] = useState<'due' | 'failed'>('due');
  const [page, setPage] = useState(1);
  const list = useInstallmentQueueQuery({ status, page, pageSize: PAGE_SIZE });
  return (
    <DataTable
      caption="Installments"
      what="installments"
      columns={columns}
      rows={list.data?.installments}
      rowKey={(i) => i.id}
      rowTestId="installment-row"
      total={list.data?.total ?? list.data?.installments.length ?? 0}
      query={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      filters={
        <SelectField
          label="Queue"
          value={status}
          options={QUEUES}
          onChange={(e) => {
            setStatus(e.target.value as 'due' | 'failed');
            setPage(1);
          }}
        />
      }
      empty={{
        message: status === 'due' ? 'No installment is due' : 'No installment was declined or missed',
      }}
    />
  );
}
