import { formatMoney } from '@arrears/domain';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useClientDashboardQuery } from './api/client-portal';
import { ClientPortalFrame } from './components/client-portal-frame';

const LiquidationChart = lazy(async () => ({
  default: (await import('./components/liquidation-chart')).LiquidationChart,
}));

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card>
      <CardContent>
        <p className="font-medium text-gray-700 text-sm">{label}</p>
        <p className="mt-1 font-bold text-2xl text-gray-900">{value}</p>
        {hint && <p className="mt-1 text-gray-600 text-sm">{hint}</p>}
      </CardContent>
    </Card>
  );
}

/** /client: what the client placed, what was collected, the liquidation rate by month, accounts by status. */
export function ClientDashboardPage() {
  const query = useClientDashboardQuery();
  return (
    <ClientPortalFrame title="Dashboard" description={query.data ? query.data.client.name : undefined}>
      <QueryState query={query} what="the dashboard">
        {(d) => (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <Figure
                label="Placed"
                value={formatMoney(d.placed.amount)}
                hint={`${d.placed.count} ${d.placed.count === 1 ? 'account' : 'accounts'}`}
              />
              <Figure label="Collected" value={formatMoney(d.collected)} />
              <Figure label="Liquidation rate" value={`${d.liquidationRate}%`} hint="Collected ÷ placed" />
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Liquidation rate by placement month</CardTitle>
              </CardHeader>
              <CardContent>
                {d.byMonth.length === 0 ? (
                  <p className="text-gray-700">No accounts placed yet.</p>
                ) : (
                  <Suspense
                    fallback={
                      <div className="flex h-64 items-center justify-center">
                        <Spinner label="Loading chart" />
                      </div>
                    }
                  >
                    <LiquidationChart months={d.byMonth} />
                  </Suspense>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Accounts by status</CardTitle>
              </CardHeader>
              <CardContent>
                {d.byStatus.length === 0 ? (
                  <p className="text-gray-700">No accounts yet.</p>
                ) : (
                  <ul className="divide-y divide-gray-100">
                    {d.byStatus.map((s) => (
                      <li key={s.status} className="flex justify-between gap-4 py-2 text-gray-800">
                        <span>{s.status}</span>
                        <span className="font-semibold">{s.count}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </QueryState>
    </ClientPortalFrame>
  );
}
