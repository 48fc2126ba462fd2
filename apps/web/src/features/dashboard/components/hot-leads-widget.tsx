import {
  DASHBOARD_MESSAGES,
  HOT_LEAD_WINDOWS,
  HOT_LEADS_DEFAULT_DAYS,
  HOT_LEADS_LIMIT,
  type HotLeadSort,
  type HotLeadWindow,
} from '@arrears/domain';
import { Flame, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { hotLeadsErrorText, useHotLeadsQuery } from '../api/hot-leads';
import { formatEasternTime } from '../dashboard-format';
import { HotLeadsList } from './hot-leads-list';

const SORT_LABELS: Record<HotLeadSort, string> = {
  balance: 'Balance',
  visits: 'Visits',
  recency: 'Recency',
};

const windowLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

/**
 * Hot leads (docs/product/dashboard.md): debtors who visited the portal in the chosen window and have not paid
 * since, refreshed every 5 minutes, with a choice of window and order.
 */
export function HotLeadsWidget() {
  const [days, setDays] = useState<HotLeadWindow>(HOT_LEADS_DEFAULT_DAYS);
  const [sort, setSort] = useState<HotLeadSort>('balance');
  const query = useHotLeadsQuery(days, sort);
  const ids = { days: useId(), sort: useId() };
  const leads = query.data?.hotLeads;

  return (
    <Card aria-labelledby="hot-leads-title">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id="hot-leads-title" className="flex items-center gap-2">
            <Flame className="size-5 text-danger-600" aria-hidden="true" />
            Hot Leads
          </CardTitle>
          <CardDescription>Debtors who visited the portal and have not paid since.</CardDescription>
        </div>
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <div className="min-w-36 flex-1 space-y-1">
            <label htmlFor={ids.days} className="block font-medium text-gray-800 text-sm">
              Window
            </label>
            <select
              id={ids.days}
              className={cn(inputClasses, 'border-gray-300')}
              value={days}
              onChange={(e) => setDays(Number(e.target.value) as HotLeadWindow)}
            >
              {HOT_LEAD_WINDOWS.map((d) => (
                <option key={d} value={d}>
                  {windowLabel(d)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-40 flex-1 space-y-1">
            <label htmlFor={ids.sort} className="block font-medium text-gray-800 text-sm">
              Sort by
            </label>
            <select
              id={ids.sort}
              className={cn(inputClasses, 'border-gray-300')}
              value={sort}
              onChange={(e) => setSort(e.target.value as HotLeadSort)}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
            aria-label="Refresh hot leads"
          >
            <RefreshCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
            <span className="sm:sr-only">Refresh</span>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <HotLeadsBody query={query} />
        {leads && query.dataUpdatedAt > 0 && (
          <p className="mt-3 text-gray-600 text-xs">
            {leads.length >= HOT_LEADS_LIMIT && `Showing the first ${HOT_LEADS_LIMIT}. `}
            {`Updated ${formatEasternTime(new Date(query.dataUpdatedAt).toISOString())}. Times are US Eastern.`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function HotLeadsBody({ query }: { query: ReturnType<typeof useHotLeadsQuery> }) {
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-danger-700 text-sm"
      >
        <span>{hotLeadsErrorText(query.error)}</span>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  const leads = query.data?.hotLeads;
  if (!leads) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading hot leads" />
      </div>
    );
  }
  if (leads.length === 0) {
    return <p className="py-6 text-center text-gray-700">{DASHBOARD_MESSAGES.noHotLeads}</p>;
  }
  return (
    <div
      className={cn('max-h-[32rem] overflow-y-auto', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isFetching}
    >
      <HotLeadsList leads={leads} />
    </div>
  );
}
