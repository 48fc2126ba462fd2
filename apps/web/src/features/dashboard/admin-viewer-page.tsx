import {
  DASHBOARD_MESSAGES,
  formatAccountNumber,
  formatMoney,
  NOT_AVAILABLE,
  VIEWER_RECENT_ROWS,
  VIEWER_REFRESH_MS,
} from '@arrears/domain';
import { ArrowLeft, FileText, LayoutDashboard, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/ui/alert';
import { BrandLogo } from '@/ui/brand-logo';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useAccountsOverviewQuery } from './api/accounts-overview';

const navLink =
  'flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white';

/** The sidebar of the older dashboard (docs/product/dashboard.md); a bar across the top on small screens. */
function ViewerSidebar() {
  return (
    <aside className="bg-brand-900 text-white md:min-h-screen md:w-60 md:shrink-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 md:flex-col md:items-stretch">
        <p className="font-bold text-lg">Admin Viewer</p>
        <nav aria-label="Viewer" className="flex flex-wrap gap-1 md:flex-col">
          <Link to="/admin-viewer" aria-current="page" className={cn(navLink, 'bg-brand-800')}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Dashboard
          </Link>
          <Link to="/admin/accounts" className={navLink}>
            <FileText className="size-4" aria-hidden="true" />
            Accounts
          </Link>
          <Link to="/admin" className={navLink}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Admin Portal
          </Link>
          <Link to="/admin-login" className={navLink}>
            <LogIn className="size-4" aria-hidden="true" />
            Back to Login
          </Link>
        </nav>
      </div>
    </aside>
  );
}

const cell = 'px-2 py-2 sm:px-3';

function StatusBadge({ status }: { status: string | null }) {
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

/** /admin-viewer: the older dashboard, refreshed every 30 seconds (docs/product/dashboard.md). */
export function AdminViewerPage() {
  // The counts and the newest accounts come counted and chosen by the server: an agency's every
  // account is far too many to send to count them here.
  const query = useAccountsOverviewQuery();
  const { data, isError } = query;
  const stats = [
    { label: 'Active Accounts', value: data?.activeAccounts ?? 0 },
    { label: 'Inactive Accounts', value: data?.inactiveAccounts ?? 0 },
  ];
  const recent = data?.recent.slice(0, VIEWER_RECENT_ROWS) ?? [];
  const noRecent = <p className="py-4 text-center text-gray-700">{DASHBOARD_MESSAGES.noRecentActivity}</p>;

  return (
    <div className="flex min-h-screen flex-1 flex-col bg-gray-50 md:flex-row">
      <ViewerSidebar />
      <main className="min-w-0 flex-1 space-y-6 p-4 sm:p-6 lg:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">Dashboard</h1>
          <BrandLogo />
        </div>
        {isError && <Alert tone="danger">{DASHBOARD_MESSAGES.loadFailed}</Alert>}
        <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Statistics">
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
                          <td className={cn(cell, 'whitespace-nowrap font-medium text-gray-900')}>
                            {formatAccountNumber(a.accountNumber, a.id)}
                          </td>
                          <td className={cn(cell, 'text-gray-800')}>{a.debtorName || NOT_AVAILABLE}</td>
                          <td className={cn(cell, 'whitespace-nowrap text-right tabular-nums')}>
                            {formatMoney(a.currentAmount)}
                          </td>
                          <td className={cell}>
                            <StatusBadge status={a.status} />
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
      </main>
    </div>
  );
}
