import { ADMIN_MESSAGES, SECURITY_REFRESH, SECURITY_WINDOWS } from '@arrears/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { RefreshCw } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { AccessDeniedPage } from '@/features/errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { PageSpinner, Spinner } from '@/ui/spinner';
import { isRefusal, useSecurityDashboardQuery } from './api/security-dashboard';
import { useSecurityStatsQuery } from './api/security-stats';
import { EventTable } from './components/event-table';
import { FailedLoginsList } from './components/failed-logins-list';
import { SearchPanel } from './components/search-panel';
import { SummaryFigures } from './components/summary-figures';
import { ThrottleTable } from './components/throttle-table';
import { formatClockTime } from './format-security-time';

/** The charts (and recharts with them) load when the Analytics tab first opens. */
const AnalyticsPanel = lazy(async () => ({
  default: (await import('./components/analytics-panel')).AnalyticsPanel,
}));

const TABS = [
  { value: 'recent', label: 'Recent Events' },
  { value: 'search', label: 'Search & Filter' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'high-risk', label: 'High Risk Events' },
] as const;

const tabClasses =
  'min-h-11 whitespace-nowrap rounded-md px-3 font-medium text-gray-700 text-sm hover:bg-gray-100 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * /admin/security (docs/product/security-dashboard.md): the Security Dashboard. Any signed-in role reaches the page; the
 * API decides, and a refused role sees 'Access denied. Administrator privileges
 * required.' (the attempt is itself recorded as an access_denied event).
 */
export function SecurityDashboardPage() {
  const dashboard = useSecurityDashboardQuery();
  const stats = useSecurityStatsQuery();

  const refusal = [dashboard.error, stats.error].find(isRefusal);
  if (refusal) {
    return (
      <AccessDeniedPage message={refusal.serverMessage ?? ADMIN_MESSAGES.administratorPrivilegesRequired} />
    );
  }

  const refreshing = dashboard.isFetching || stats.isFetching;
  const refresh = () => {
    void dashboard.refetch();
    void stats.refetch();
  };

  return (
    <AdminSubPage
      title="Security Dashboard"
      width="wide"
      description={`Sign-in activity and security events. Figures cover the last ${SECURITY_WINDOWS.summaryHours} hours; times are US Eastern.`}
      actions={
        <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      }
    >
      <QueryState
        query={dashboard}
        loading={<PageSpinner label="Loading security events" />}
        error={
          <Alert tone="danger">Could not load the security dashboard. Select Refresh to try again.</Alert>
        }
        keepDataOnError
      >
        {(data) => (
          <div className="space-y-5">
            <SummaryFigures summary={data.summary} />
            <p className="text-gray-600 text-xs">
              {`Updated ${formatClockTime(dashboard.dataUpdatedAt)}. Events refresh every ${SECURITY_REFRESH.dashboardMs / 1000} seconds, analytics every ${SECURITY_REFRESH.statsMs / 1000} seconds.`}
            </p>
            {dashboard.isError && (
              <Alert tone="warning">The last refresh failed; these figures may be out of date.</Alert>
            )}
            <Tabs.Root defaultValue="recent">
              <Tabs.List
                aria-label="Security dashboard views"
                className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 sm:flex"
              >
                {TABS.map((tab) => (
                  <Tabs.Trigger key={tab.value} value={tab.value} className={tabClasses}>
                    {tab.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>

              <TabPanel value="recent">
                <div className="space-y-4">
                  <EventTable
                    events={data.recentEvents}
                    caption={`The latest ${SECURITY_WINDOWS.listSize} security events`}
                    emptyText="No security events yet."
                  />
                  <FailedLoginsList failedLogins={data.failedLogins} />
                </div>
              </TabPanel>
              <TabPanel value="search">
                <SearchPanel knownTypes={(stats.data?.eventsByType ?? []).map((t) => t.eventType)} />
              </TabPanel>
              <TabPanel value="analytics">
                {stats.data ? (
                  <Suspense fallback={<Spinner label="Loading charts" />}>
                    <AnalyticsPanel stats={stats.data} metrics={data.metrics} />
                  </Suspense>
                ) : stats.isPending ? (
                  <Spinner label="Loading analytics" />
                ) : (
                  <Alert tone="danger">Could not load the analytics. Select Refresh to try again.</Alert>
                )}
              </TabPanel>
              <TabPanel value="high-risk">
                <EventTable
                  events={data.highRiskEvents}
                  caption={`The latest ${SECURITY_WINDOWS.listSize} HIGH and CRITICAL events`}
                  emptyText="No high-risk events."
                />
              </TabPanel>
            </Tabs.Root>
            <ThrottleTable throttles={data.throttles} />
          </div>
        )}
      </QueryState>
    </AdminSubPage>
  );
}

function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content
      value={value}
      className="mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Tabs.Content>
  );
}
