import { CLIENT_PORTAL_PAGE_SIZE, formatMoney, type Remittance } from '@arrears/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { StatusBadge } from '@/ui/status-badge';
import { clientStatementUrl, useClientRemittancesQuery } from './api/client-portal';
import { dayLabel } from './client-format';
import { ClientPortalFrame } from './components/client-portal-frame';
import { Pager } from './components/pager';

const FORMATS = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
] as const;

function totalsOf(r: Remittance): [string, string][] {
  return [
    ['Collected by the agency', formatMoney(r.grossCollected)],
    ['Reversals', formatMoney(r.reversals)],
    ['Commission', formatMoney(r.commission)],
    [r.method === 'net' ? 'Due to you' : 'Due to you (commission invoiced)', formatMoney(r.netDue)],
    ['Paid to you directly', formatMoney(r.directPayments)],
    ['Commission invoiced', formatMoney(r.commissionInvoiced)],
  ];
}

function RemittanceCard({ r }: { r: Remittance }) {
  const period = `${dayLabel(r.periodStart)} to ${dayLabel(r.periodEnd)}`;
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-gray-900 text-lg">{period}</h2>
          {r.status === 'paid' ? (
            <StatusBadge tone="green" label={`Paid ${dayLabel(r.paidAt)}`} />
          ) : (
            <StatusBadge tone="blue" label="Approved, transfer on its way" />
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          {totalsOf(r).map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="font-medium text-gray-600 text-sm">{term}</dt>
              <dd className="text-gray-900 text-lg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {r.paidReference && (
          <p className="text-gray-700 text-sm">{`Transfer reference ${r.paidReference}`}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {FORMATS.map(({ format, label }) => (
            <a
              key={format}
              href={clientStatementUrl(r.id, format)}
              download
              aria-label={`Download the statement for ${period} as ${label}`}
              className={buttonClasses({ variant: 'outline' })}
            >
              <Download className="size-4" aria-hidden="true" />
              {label}
            </a>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/** /client/remittances: what the agency has remitted (or will, once approved), with each statement. */
export function ClientRemittancesPage() {
  const [page, setPage] = useState(1);
  const query = useClientRemittancesQuery(page);
  return (
    <ClientPortalFrame
      title="Remittances"
      description="What we collected for you, our commission and what we sent you, with a statement of every transaction."
    >
      <QueryState
        query={query}
        what="remittances"
        isEmpty={(d) => d.remittances.length === 0}
        empty={<p className="text-gray-700">No remittance yet. Each one appears here once it is approved.</p>}
      >
        {(data) => (
          <>
            <div className="space-y-4">
              {data.remittances.map((r) => (
                <RemittanceCard key={r.id} r={r} />
              ))}
            </div>
            <Pager
              page={data.page}
              pageSize={data.pageSize ?? CLIENT_PORTAL_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </ClientPortalFrame>
  );
}
