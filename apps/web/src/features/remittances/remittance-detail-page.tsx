import { formatMoney, REMITTANCE_STATEMENT_COLUMNS, type RemittanceDetail } from '@arrears/domain';
import { Download } from 'lucide-react';
import { useParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { StatusBadge } from '@/ui/status-badge';
import { statementUrl, useRemittanceQuery } from './api/remittances';
import { RemittanceActions } from './components/remittance-actions';
import { LINE_KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './components/remittance-labels';

function Totals({ r }: { r: RemittanceDetail }) {
  const rows: [string, string][] = [
    ['Gross collected', formatMoney(r.grossCollected)],
    ['Reversals', formatMoney(r.reversals)],
    ['Commission', formatMoney(r.commission)],
    [
      r.method === 'net' ? 'Net due (commission kept)' : 'Due (gross: commission invoiced)',
      formatMoney(r.netDue),
    ],
    ['Payments made to the client', formatMoney(r.directPayments)],
    ['Commission invoiced', formatMoney(r.commissionInvoiced)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-medium text-gray-600 text-sm">{term}</dt>
          <dd className="text-gray-900 text-lg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ r }: { r: RemittanceDetail }) {
  if (r.lines.length === 0) return <p className="text-gray-700">No transactions in this remittance.</p>;
  return (
    <section
      aria-label="Transactions, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm" aria-label="Transactions">
        <thead>
          <tr className="border-gray-200 border-b">
            {REMITTANCE_STATEMENT_COLUMNS.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={`py-2 pr-3 font-medium text-gray-700 ${i >= 3 ? 'text-right' : ''}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {r.lines.map((l) => (
            <tr key={l.ledgerEntryId}>
              <td className="py-2 pr-3 whitespace-nowrap">{l.date}</td>
              <td className="py-2 pr-3">{l.accountNumber}</td>
              <td className="py-2 pr-3">
                {l.debtorName}
                {l.kind !== 'payment' && (
                  <span className="block text-gray-600 text-xs">{LINE_KIND_LABELS[l.kind]}</span>
                )}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(l.amount)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(l.commission)}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(l.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /admin/remittances/:id: totals, what happens next, the statement's downloads and the lines. */
export function RemittanceDetailPage() {
  const id = Number(useParams().id);
  const { user } = useAuth();
  const remittance = useRemittanceQuery(id);
  const r = remittance.data;
  return (
    <AdminSubPage
      title={r ? `Remittance #${r.id}` : 'Remittance'}
      description={
        r
          ? `${r.clientName} (${r.clientCode}) · ${r.periodStart} to ${r.periodEnd} · ${r.method} method`
          : undefined
      }
      width="wide"
      actions={r && <StatusBadge label={STATUS_LABELS[r.status]} tone={STATUS_TONES[r.status]} />}
    >
      <QueryState query={remittance} what="the remittance">
        {(data) => (
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Totals</CardTitle>
              </CardHeader>
              <CardContent className="space-y-5">
                <Totals r={data} />
                <RemittanceActions remittance={data} isAdmin={user?.role === 'admin'} />
                <div className="flex flex-wrap gap-2">
                  {(['pdf', 'xlsx', 'csv'] as const).map((format) => (
                    <a
                      key={format}
                      href={statementUrl(data.id, format)}
                      download
                      className={buttonClasses({ variant: 'outline', size: 'md' })}
                    >
                      <Download className="size-4" aria-hidden="true" />
                      {format === 'pdf'
                        ? 'Statement PDF'
                        : format === 'xlsx'
                          ? 'Statement Excel'
                          : 'Statement CSV'}
                    </a>
                  ))}
                </div>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{`Transactions (${data.lineCount})`}</CardTitle>
              </CardHeader>
              <CardContent>
                <Lines r={data} />
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </AdminSubPage>
  );
}
