import {
  formatMoney,
  type PaymentPlan,
  PLAN_STATUSES,
  type PlanKind,
  type PlanStatus,
} from '@arrears/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { FREQUENCY_LABELS, PLAN_STATUS_LABELS, PLAN_STATUS_TONES } from '@/features/payment-plans';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatListDate, statusLabel } from '@/ui/list-format';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { useArrangementsQuery, usePlanDecisionMutation } from '../api/admin-arrangements';

const PAGE_SIZE = 25;

/** Plans or settlements by status, newest first, with approve and decline on those waiting. */
export function PlansTable({ kind }: { kind: PlanKind }) {
  const [status, setStatus] = useState<PlanStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useArrangementsQuery({ kind, status: status || undefined, page, pageSize: PAGE_SIZE });
  const decide = usePlanDecisionMutation();
  const columns: DataTableColumn<PaymentPlan>[] = [
    {
      id: 'account',
      header: 'Account',
      cell: (p) => (
        <Link to={`/admin/debtor/${p.debtAccountId}`} className="font-medium text-brand-700 hover:underline">
          {p.accountNumber}
        </Link>
      ),
    },
    { id: 'debtor', header: 'Debtor', cell: (p) => p.debtorName ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <StatusBadge label={PLAN_STATUS_LABELS[p.status]} tone={PLAN_STATUS_TONES[p.status]} />,
    },
    { id: 'total', header: 'Total', align: 'right', cell: (p) => formatMoney(p.totalAmount) },
    {
      id: 'payments',
      header: 'Payments',
      cell: (p) => `${p.installments} · ${FREQUENCY_LABELS[p.frequency].toLowerCase()}`,
    },
    {
      id: 'next',
      header: 'Next payment',
      cell: (p) =>
        p.nextInstallment
          ? `${formatMoney(p.nextInstallment.amount)} on ${formatListDate(p.nextInstallment.chargeOn)}`
          : '—',
    },
    { id: 'method', header: 'Method', cell: (p) => p.method?.label ?? '—' },
    { id: 'channel', header: 'Made by', cell: (p) => statusLabel(p.channel) },
    {
      id: 'actions',
      header: 'Actions',
      pinned: 'end',
      cell: (p) =>
        p.status === 'pending_approval' ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: p.id, decision: 'approve' })}
              aria-label={`Approve ${kind} ${p.id} on ${p.accountNumber}`}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: p.id, decision: 'decline' })}
              aria-label={`Decline ${kind} ${p.id} on ${p.accountNumber}`}
            >
              Decline
            </Button>
          </div>
        ) : null,
    },
  ];
  const what = kind === 'settlement' ? 'settlements' : 'plans';
  return (
    <div className="space-y-3">
      {decide.isError && (
        <Alert tone="danger">{errorMessage(decide.error, 'The decision could not be saved.')}</Alert>
      )}
      <DataTable
        caption={kind === 'settlement' ? 'Settlements' : 'Payment plans'}
        what={what}
        columns={columns}
        rows={list.data?.plans}
        rowKey={(p) => p.id}
        rowTestId={`${kind}-row`}
        total={list.data?.total ?? list.data?.plans.length ?? 0}
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        filters={
          <SelectField
            label="Status"
            placeholder="Any"
            value={status}
            options={PLAN_STATUSES.map((s) => ({ value: s, label: PLAN_STATUS_LABELS[s] }))}
            onChange={(e) => {
              setStatus(e.target.value as PlanStatus | '');
              setPage(1);
            }}
          />
        }
        empty={{ message: `No ${what} match this status` }}
      />
    </div>
  );
}
