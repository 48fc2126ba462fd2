import { formatMoney, type PaymentPromise, PROMISE_STATUSES, type PromiseStatus } from '@arrears/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatListDate } from '@/ui/list-format';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { usePromisesQuery } from '../api/admin-arrangements';
import { PROMISE_STATUS_LABELS, PROMISE_STATUS_TONES } from '../arrangement-labels';

const PAGE_SIZE = 25;

const columns: DataTableColumn<PaymentPromise>[] = [
  {
    id: 'account',
    header: 'Account',
    cell: (p) => (
      <Link to={`/admin/debtor/${p.debtAccountId}`} className="font-medium text-brand-700 hover:underline">
        {p.accountNumber}
      </Link>
    ),
  },
  { id: 'amount', header: 'Amount', align: 'right', cell: (p) => formatMoney(p.amount) },
  { id: 'due', header: 'Promised by', cell: (p) => formatListDate(p.dueDate) },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <StatusBadge label={PROMISE_STATUS_LABELS[p.status]} tone={PROMISE_STATUS_TONES[p.status]} />
    ),
  },
  {
    id: 'source',
    header: 'From',
    cell: (p) => (p.source === 'disposition' ? 'Call disposition' : 'Workspace'),
  },
  { id: 'by', header: 'Recorded by', cell: (p) => p.createdBy ?? '—' },
];

/** Promises to pay (GET /api/admin/promises) by status. */
export function PromisesTable() {
  const [status, setStatus] = useState<PromiseStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = usePromisesQuery({ status: status || undefined, page, pageSize: PAGE_SIZE });
  return (
    <DataTable
      caption="Promises to pay"
      what="promises"
      columns={columns}
      rows={list.data?.promises}
      rowKey={(p) => p.id}
      rowTestId="promise-row"
      total={list.data?.total ?? list.data?.promises.length ?? 0}
      query={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      filters={
        <SelectField
          label="Status"
          placeholder="Any"
          value={status}
          options={PROMISE_STATUSES.map((s) => ({ value: s, label: PROMISE_STATUS_LABELS[s] }))}
          onChange={(e) => {
            setStatus(e.target.value as PromiseStatus | '');
            setPage(1);
          }}
        />
      }
      empty={{ message: 'No promises match this status' }}
    />
  );
}
