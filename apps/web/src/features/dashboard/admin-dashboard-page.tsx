import { DASHBOARD_MESSAGES } from '@arrears/domain';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { Spinner } from '@/ui/spinner';
import { useDashboardSummaryQuery } from './api/dashboard-summary';
import { useTotalCollectedQuery } from './api/total-collected';
import { HotLeadsWidget } from './components/hot-leads-widget';
import { MobileShortcuts } from './components/mobile-shortcuts';
import { PasswordAgeNotice } from './components/password-age-notice';
import { SummaryCards } from './components/summary-cards';

// recharts is large: the chart comes in its own chunk, once its card is near the screen (on a
// phone it is below the fold: the figures come first, on a slow link too).
const CollectedByWeekChart = lazy(async () => ({
  default: (await import('./components/collected-by-week-chart')).CollectedByWeekChart,
}));

/** /admin/dashboard (docs/product/dashboard.md): totals, password age notices, hot leads, collections per week. */
export function AdminDashboardPage() {
  const summary = useDashboardSummaryQuery();
  const collected = useTotalCollectedQuery();
  const weeks = summary.data?.collectedByWeek;
  const nothingCollected = weeks?.every((w) => Number(w.amount) === 0);
  const chartCard = useRef<HTMLDivElement>(null);
  const chartWanted = useNearViewport(chartCard);

  return (
    <AdminSubPage
      title="Dashboard"
      description="Accounts, collections and hot leads at a glance."
      width="wide"
    >
      <div className="space-y-6">
        <PasswordAgeNotice />
        {(summary.isError || collected.isError) && (
          <Alert tone="danger">{DASHBOARD_MESSAGES.loadFailed}</Alert>
        )}
        <SummaryCards />
        <MobileShortcuts />
        <HotLeadsWidget />
        <Card aria-labelledby="collected-title" ref={chartCard}>
          <CardHeader>
            <CardTitle id="collected-title">Collected per Week</CardTitle>
            <CardDescription>
              Approved payments of the last 12 weeks, by week starting Monday.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {!weeks || !chartWanted ? (
              <div className="flex h-64 items-center justify-center">
                {summary.isError ? null : <Spinner label="Loading chart" />}
              </div>
            ) : (
              <>
                {nothingCollected && (
                  <p className="mb-3 text-gray-700">{DASHBOARD_MESSAGES.noRecentActivity}</p>
                )}
                <Suspense
                  fallback={
                    <div className="flex h-64 items-center justify-center">
                      <Spinner label="Loading chart" />
                    </div>
                  }
                >
                  <CollectedByWeekChart weeks={weeks} />
                </Suspense>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </AdminSubPage>
  );
}
