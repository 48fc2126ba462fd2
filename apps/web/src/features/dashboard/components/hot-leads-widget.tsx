import {
  DASHBOARD_MESSAGES,
  HOT_LEAD_WINDOWS,
  HOT_LEADS_DEFAULT_DAYS,
  type HotLeadSort,
  type HotLeadWindow,
  TABLE_PAGE_SIZES,
} from '@arrears/domain';
import { Flame, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { DataTable, type TableSort, useTablePreferences } from '@/ui/data-table';
import { inputClasses } from '@/ui/field';
import { hotLeadsErrorText, useHotLeadsPageQuery } from '../api/hot-leads';
import { formatEasternTime } from '../dashboard-format';
import { contactCenterPath, HOT_LEAD_COLUMNS } from './hot-leads-table';

const SORT_LABELS: Record<HotLeadSort, string> = {
  balance: 'Balance',
  visits: 'Visits',
  recency: 'Recency',
};

const windowLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

/** Rows per page until the user picks another size (remembered with the table's columns). */
export const HOT_LEADS_PAGE_SIZE = 25;
const LONGEST_WINDOW = HOT_LEAD_WINDOWS[HOT_LEAD_WINDOWS.length - 1];

/**
 * Hot leads (docs/product/dashboard.md): debtors who visited the portal in the chosen window and have not paid
 * since, refreshed every 5 minutes, with a choice of window and order. The server sorts and pages the
 * table: "Sort by" picks the spec's order (biggest or latest first) and a header click turns it around.
 */
export function HotLeadsWidget() {
  const navigate = useNavigate();
  const prefs = useTablePreferences('table:hot-leads');
  const [days, setDays] = useState<HotLeadWindow>(HOT_LEADS_DEFAULT_DAYS);
  const [sort, setSort] = useState<TableSort>({ column: 'balance', direction: 'desc' });
  const [page, setPage] = useState(1);
  const pageSize = prefs.preferences.pageSize ?? HOT_LEADS_PAGE_SIZE;
  const query = useHotLeadsPageQuery({
    days,
    sort: sort.column as HotLeadSort,
    direction: sort.direction,
    page,
    pageSize,
  });
  const ids = { days: useId(), sort: useId() };
  const leads = query.data?.hotLeads;
  const changeSort = (next: TableSort) => {
    setSort(next);
    setPage(1);
  };

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
              onChange={(e) => {
                setDays(Number(e.target.value) as HotLeadWindow);
                setPage(1);
              }}
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
              value={sort.column}
              onChange={(e) => changeSort({ column: e.target.value, direction: 'desc' })}
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
      <CardContent className="space-y-3">
        {query.isError && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-danger-700 text-sm"
          >
            <span>{hotLeadsErrorText(query.error)}</span>
            <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
              Retry
            </Button>
          </div>
        )}
        {!(query.isError && !leads) && (
          <DataTable
            caption="Hot leads"
            what="hot leads"
            columns={HOT_LEAD_COLUMNS}
            rows={leads}
            rowKey={(lead) => lead.accountId}
            rowTestId="hot-lead-row"
            onRowClick={(lead) => navigate(contactCenterPath(lead))}
            total={query.data?.total ?? leads?.length ?? 0}
            // Past 1,000 leads the server stops counting: the pager says "1,000+".
            totalIsLowerBound={query.data?.totalIsLowerBound === true}
            // The alert above tells a failure with its Retry; the table keeps the last rows.
            query={{ ...query, isError: false }}
            sort={sort}
            onSortChange={changeSort}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            pageSizes={TABLE_PAGE_SIZES}
            onPageSizeChange={(size) => {
              prefs.update({ pageSize: size });
              setPage(1);
            }}
            skeletonRows={5}
            empty={{
              message: DASHBOARD_MESSAGES.noHotLeads,
              hint:
                days < LONGEST_WINDOW
                  ? 'Leads appear when debtors visit the portal and have not paid since. Try a longer window.'
                  : 'Leads appear when debtors visit the portal and have not paid since.',
              action:
                days < LONGEST_WINDOW
                  ? {
                      label: `Show the ${windowLabel(LONGEST_WINDOW).toLowerCase()}`,
                      onClick: () => {
                        setDays(LONGEST_WINDOW);
                        setPage(1);
                      },
                    }
                  : undefined,
            }}
            hiddenColumns={prefs.preferences.hiddenColumns}
            onHiddenColumnsChange={prefs.setHiddenColumns}
          />
        )}
        {leads && query.dataUpdatedAt > 0 && (
          <p className="text-gray-600 text-xs">
            {`Updated ${formatEasternTime(new Date(query.dataUpdatedAt).toISOString())}. Times are US Eastern.`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
