import type { WorkQueue } from '@arrears/domain';
import { formatMoney, HOT_LEADS_DEFAULT_DAYS, NOT_AVAILABLE } from '@arrears/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hotLeadsErrorText, useHotLeadsQuery } from '@/features/dashboard';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { formatTimestamp } from './contact-display';

export const debtorPagePath = (id: number) => `/admin/debtor/${id}`;

function QueueRow({
  to,
  name,
  detail,
  amount,
}: {
  to: string;
  name: string;
  detail: ReactNode;
  amount: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-gray-900">{name}</span>
          <span className="block text-gray-600 text-sm">{detail}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2 font-semibold text-gray-900 tabular-nums">
          {amount}
          <ChevronRight className="size-5 text-gray-400" aria-hidden="true" />
        </span>
      </Link>
    </li>
  );
}

/** The dashboard's hot leads (docs/product/dashboard.md, last 7 days by balance); each opens the debtor workspace. */
export function HotLeadsQueue() {
  const query = useHotLeadsQuery(HOT_LEADS_DEFAULT_DAYS, 'balance');
  const leads = query.data?.hotLeads;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Hot Leads</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading={<Spinner label="Loading hot leads" />}
          error={<Alert tone="danger">{hotLeadsErrorText(query.error)}</Alert>}
          isEmpty={() => !leads || leads.length === 0}
          empty={<p className="text-gray-600">No Hot Leads Found</p>}
        >
          {() => (
            <ul aria-label="Hot leads" className="space-y-2">
              {leads?.map((lead) => (
                <QueueRow
                  key={lead.accountId}
                  to={debtorPagePath(lead.accountId)}
                  name={lead.fullName ?? NOT_AVAILABLE}
                  detail={`${lead.accountNumber} · ${lead.visitCount === 1 ? '1 visit' : `${lead.visitCount} visits`}`}
                  amount={formatMoney(lead.unpaidBalance)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** Accounts agents worked recently (GET /api/admin/contact-center/queue). */
export function RecentlyWorked({ query }: { query: UseQueryResult<WorkQueue> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Recently Worked</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading={<Spinner label="Loading recent accounts" />}
          error={<Alert tone="danger">Could not load the recently worked accounts.</Alert>}
          isEmpty={(queue) => queue.recent.length === 0}
          empty={<p className="text-gray-600">No recently worked accounts.</p>}
        >
          {(queue) => (
            <ul aria-label="Recently worked accounts" className="space-y-2">
              {queue.recent.map((a) => (
                <QueueRow
                  key={a.id}
                  to={debtorPagePath(a.id)}
                  name={a.fullName ?? NOT_AVAILABLE}
                  detail={[
                    a.accountNumber,
                    a.lastChannel,
                    a.lastContactAt ? formatTimestamp(a.lastContactAt) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  amount={formatMoney(a.unpaidBalance)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
