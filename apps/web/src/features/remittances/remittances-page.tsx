import { formatMoney, REMITTANCE_STATUSES, type RemittanceStatus } from '@arrears/domain';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { formatListDate } from '@/ui/list-format';
import { QueryState } from '@/ui/query-state';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { REMITTANCES_PAGE_SIZE, useClientChoicesQuery, useRemittancesQuery } from './api/remittances';
import { DraftRemittanceForm } from './components/draft-remittance-form';
import { STATUS_LABELS, STATUS_TONES } from './components/remittance-labels';

/** /admin/remittances: draft a client's remittance, and every remittance by client and status. */
export function RemittancesPage() {
  const [clientId, setClientId] = useState('');
  const [status, setStatus] = useState<RemittanceStatus | ''>('');
  const [page, setPage] = useState(1);
  const clients = useClientChoicesQuery();
  const list = useRemittancesQuery({
    clientId: clientId ? Number(clientId) : undefined,
    status: status || undefined,
    page,
  });
  const clientOptions = (clients.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.code})`,
  }));

  return (
    <AdminSubPage
      title="Remittances"
      description="What the agency owes each client from the money it collected, and the transfers that paid it."
      width="wide"
      actions={
        <Link to="/admin/trust-reconciliation" className={buttonClasses({ variant: 'outline', size: 'md' })}>
          <Scale className="size-4" aria-hidden="true" />
          Trust reconciliation
        </Link>
      }
    >
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Draft a remittance</CardTitle>
          </CardHeader>
          <CardContent>
            <QueryState query={clients} what="the clients">
              {(data) => <DraftRemittanceForm clients={data.filter((c) => c.active)} />}
            </QueryState>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>All remittances</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:w-2/3">
              <SelectField
                label="Client"
                placeholder="Any"
                value={clientId}
                options={clientOptions}
                onChange={(e) => {
                  setClientId(e.target.value);
                  setPage(1);
                }}
              />
              <SelectField
                label="Status"
                placeholder="Any"
                value={status}
                options={REMITTANCE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                onChange={(e) => {
                  setStatus(e.target.value as RemittanceStatus | '');
                  setPage(1);
                }}
              />
            </div>
            <QueryState
              query={list}
              what="the remittances"
              isEmpty={(d) => d.remittances.length === 0}
              empty={<p className="text-gray-700">No remittances match.</p>}
            >
              {(data) => (
                <>
                  <ul className="divide-y divide-gray-200">
                    {data.remittances.map((r) => (
                      <li
                        key={r.id}
                        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                      >
                        <div className="min-w-0">
                          <Link
                            to={`/admin/remittances/${r.id}`}
                            className="break-words font-medium text-brand-700 underline-offset-2 hover:underline"
                          >
                            {`#${r.id} ${r.clientName}`}
                          </Link>
                          <span className="block text-gray-700 text-sm">
                            {`${formatListDate(r.periodStart)} to ${formatListDate(r.periodEnd)} · ${r.lineCount} ${r.lineCount === 1 ? 'transaction' : 'transactions'}${r.source === 'daily' ? ' · daily' : ''}`}
                          </span>
                        </div>
                        <div className="flex items-center gap-3">
                          <span className="text-gray-900">{`Net due ${formatMoney(r.netDue)}`}</span>
                          <StatusBadge label={STATUS_LABELS[r.status]} tone={STATUS_TONES[r.status]} />
                        </div>
                      </li>
                    ))}
                  </ul>
                  {data.total > REMITTANCES_PAGE_SIZE && (
                    <div className="flex items-center justify-between gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={page <= 1}
                        onClick={() => setPage(page - 1)}
                      >
                        Previous
                      </Button>
                      <span className="text-gray-700 text-sm">{`Page ${page} of ${Math.ceil(data.total / REMITTANCES_PAGE_SIZE)}`}</span>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={page * REMITTANCES_PAGE_SIZE >= data.total}
                        onClick={() => setPage(page + 1)}
                      >
                        Next
                      </Button>
                    </div>
                  )}
                </>
              )}
            </QueryState>
          </CardContent>
        </Card>
      </div>
    </AdminSubPage>
  );
}
