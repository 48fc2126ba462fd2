import {
  DASHBOARD_MESSAGES,
  formatAccountNumber,
  formatMoney,
  NOT_AVAILABLE,
  VIEWER_RECENT_ROWS,
  VIEWER_REFRESH_MS,
} from '@arrears/domain';
import { Link } from 'react-router';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useAccountsOverviewQuery } from '../api/accounts-overview';

const cell = 'px-2 py-2 sm:px-3';

function AccountStatus({ status }: { status: string | null }) {
  // As on the accounts table (docs/product/dashboard.md): green only for lower-case 'active'.
  const active = status === 'active';
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 font-semibold text-xs',
        active
          ? 'border-success-200 bg-success-50 text-success-700'
          : 'border-gray-200 bg-gray-100 text-gray-700',
      )}
    >
      {status || NOT_AVAILABLE}
    </span>
  );
}

/**
 * The active and inactive account counts and the newest accounts, refreshed every 30 seconds (what
 * the retired Admin Viewer showed, now on the back office's home; decision 0117). The server counts
 * and chooses them: an agency's every account is far too many to send.
 */
export function AccountsOverview() {
  const query = useAccountsOverviewQuery();
  const { data, isError } = query;
  const stats = [
    { label: 'Active Accounts', value: data?.activeAccounts ?? 0 },
    { label: 'Inactive Accounts', value: data?.inactiveAccounts ?? 0 },
  ];
  const recent = data?.recent.slice(0, VIEWER_RECENT_ROWS) ?? [];
  const noRecent = <p className="py-4 text-center text-gray-700">{DASHBOARD_MESSAGES.noRecentActivity}</p>;
  return (
    <section aria-labelledby="accounts-overview-title" className="space-y-4">
      <h2 id="accounts-overview-title" className="font-semibold text-gray-900 text-xl">
        Accounts
      </h2>
      {isError && <Alert tone="danger">{DASHBOARD_MESSAGES.loadFailed}</Alert>}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Account counts">
        {stats.map((s) => (
          <li key={s.label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <p className="font-medium text-gray-700 text-sm">{s.label}</p>
            <p className="font-bold text-3xl text-gray-900 tabular-nums" data-testid={`stat-${s.label}`}>
              {data ? s.value.toLocaleString('en-US') : '…'}
            </p>
          </li>
        ))}
      </ul>
      <Card aria-labelledby="recent-accounts-title">
        <CardHeader className="px-3 sm:px-6">
          <CardTitle id="recent-accounts-title">Recent Accounts</CardTitle>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          {/* A failed load is told once, above the figures; the list then reads as empty. */}
          <QueryState
            query={query}
            loading={
              <div className="flex justify-center py-6">
                <Spinner label="Loading accounts" />
              </div>
            }
            error={noRecent}
            isEmpty={() => recent.length === 0}
            empty={noRecent}
          >
            {() => (
              <div className="overflow-x-auto">
                <table className="w-full text-xs sm:text-sm">
                  <thead className="border-gray-200 border-b bg-gray-50">
                    <tr>
                      {['Account', 'Debtor', 'Amount', 'Status'].map((h) => (
                        <th
                          key={h}
                          scope="col"
                          className={cn(
                            cell,
                            'text-left font-semibold text-gray-700',
                            h === 'Amount' && 'text-right',
                          )}
                        >
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {recent.map((a) => (
                      <tr key={a.id}>
                        <td className={cn(cell, 'whitespace-nowrap font-medium')}>
                          <Link
                            to={`/admin/accounts/${a.id}`}
                            className="inline-flex min-h-11 items-center text-brand-700 hover:underline"
                          >
                            {formatAccountNumber(a.accountNumber, a.id)}
                          </Link>
                        </td>
                        <td className={cn(cell, 'text-gray-800')}>{a.debtorName || NOT_AVAILABLE}</td>
                        <td className={cn(cell, 'whitespace-nowrap text-right tabular-nums')}>
                          {formatMoney(a.currentAmount)}
                        </td>
                        <td className={cell}>
                          <AccountStatus status={a.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </QueryState>
          <p className="mt-3 text-gray-600 text-xs">{`Refreshes every ${VIEWER_REFRESH_MS / 1000} seconds.`}</p>
        </CardContent>
      </Card>
    </section>
  );
}
