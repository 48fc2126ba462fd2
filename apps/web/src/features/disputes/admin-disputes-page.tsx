import { type AdminDispute, DISPUTE_CONSUMER_NOTICE } from '@arrears/domain';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import {
  choiceShowing,
  DataTable,
  filtersOfView,
  SavedViewsMenu,
  type TableSort,
  useTableControls,
  visibleColumns,
} from '@/ui/data-table';
import { Dialog, DialogContent } from '@/ui/dialog';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { useAdminDisputeCountsQuery, useAdminDisputesPageQuery } from './api/admin-disputes';
import { AdminDisputeDialogBody } from './components/admin-dispute-dialog';
import {
  type AdminDisputeFilters,
  AdminDisputeFiltersBar,
  NO_DISPUTE_FILTERS,
} from './components/admin-dispute-filters';
import { adminDisputeColumns } from './components/admin-dispute-list';

const NEWEST_FIRST: TableSort = { column: 'submittedAt', direction: 'desc' };
const DEFAULT_PAGE_SIZE = 50;

/**
 * /admin/disputes (docs/product/disputes.md): counters for Pending, Resolved and Rejected, the consumer notice,
 * the list of disputes, and a detail dialog to set the status and resolution notes. The counters read
 * GET /api/admin/disputes/counts (every dispute); the table asks the server for one sorted, filtered page at a time.
 */
export function AdminDisputesPage() {
  const query = useAdminDisputeCountsQuery();
  const [selected, setSelected] = useState<AdminDispute | null>(null);
  const table = useTableControls('table:disputes', NEWEST_FIRST, DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<AdminDisputeFilters>(NO_DISPUTE_FILTERS);
  const reason = useDebouncedValue(filters.reason.trim());
  const pageQuery = useAdminDisputesPageQuery({
    sort: table.sort.column,
    direction: table.sort.direction,
    page: table.page,
    pageSize: table.pageSize,
    status: filters.status,
    type: filters.type,
    reason,
  });
  const columns = useMemo(() => adminDisputeColumns(setSelected), []);
  const changeFilters = (next: AdminDisputeFilters) => {
    setFilters(next);
    table.firstPage();
  };
  const counts = query.data ?? { pending: 0, underReview: 0, resolved: 0, rejected: 0 };
  const counters: Array<[string, number, string | null]> = [
    ['Pending', counts.pending, counts.underReview > 0 ? `${counts.underReview} under review` : null],
    ['Resolved', counts.resolved, null],
    ['Rejected', counts.rejected, null],
  ];

  return (
    <AdminSubPage
      title="Dispute Management"
      width="wide"
      description="Consumer disputes, newest first. Open one to review it and record the outcome."
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void query.refetch();
            void pageQuery.refetch();
          }}
          disabled={query.isFetching}
        >
          <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <div className="space-y-5">
        <Alert tone="info">
          <strong className="font-semibold">Consumer notice. </strong>
          {DISPUTE_CONSUMER_NOTICE}
        </Alert>
        <QueryState query={query} what="disputes" retryText="Failed to load disputes. Please try again.">
          {() => (
            <>
              <dl className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="dispute-counters">
                {counters.map(([label, value, hint]) => (
                  <div
                    key={label}
                    className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
                  >
                    <dt className="text-gray-600 text-sm">{label}</dt>
                    <dd className="mt-1 font-bold text-2xl text-gray-900 tabular-nums">{value}</dd>
                    {hint && <dd className="text-gray-600 text-xs">{hint}</dd>}
                  </div>
                ))}
              </dl>
              <section
                aria-labelledby="disputes-heading"
                className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
              >
                <h2 id="disputes-heading" className="px-1 pb-3 font-semibold text-gray-900 text-lg">
                  Disputes
                </h2>
                <DataTable
                  caption="Disputes"
                  what="disputes"
                  columns={columns}
                  rows={pageQuery.data?.rows}
                  rowKey={(d) => d.id}
                  onRowClick={setSelected}
                  total={pageQuery.data?.total ?? 0}
                  query={pageQuery}
                  {...table.tableProps}
                  filters={<AdminDisputeFiltersBar filters={filters} onChange={changeFilters} />}
                  actions={
                    // The user's named views of this list (decision 0112).
                    <SavedViewsMenu
                      table="disputes"
                      current={() => ({
                        columns: visibleColumns(columns, table.prefs.preferences.hiddenColumns, []).map(
                          (c) => c.id,
                        ),
                        filters: filtersOfView(filters),
                        sort: table.sort,
                      })}
                      onApply={(view) => {
                        table.prefs.setColumns(choiceShowing(columns, view.columns));
                        const known = Object.keys(NO_DISPUTE_FILTERS) as Array<keyof AdminDisputeFilters>;
                        changeFilters({
                          ...NO_DISPUTE_FILTERS,
                          ...Object.fromEntries(
                            known
                              .filter((name) => name in view.filters)
                              .map((name) => [name, view.filters[name]]),
                          ),
                        } as AdminDisputeFilters);
                        table.setSort(view.sort ?? NEWEST_FIRST);
                        table.firstPage();
                      }}
                    />
                  }
                  empty={
                    JSON.stringify(filters) === JSON.stringify(NO_DISPUTE_FILTERS)
                      ? {
                          message:
                            'No disputes found. Disputes filed from the portal or the chat appear here.',
                        }
                      : {
                          message: 'No disputes found. Choose another status or type, or clear the filters.',
                          action: {
                            label: 'Clear filters',
                            onClick: () => changeFilters(NO_DISPUTE_FILTERS),
                          },
                        }
                  }
                />
              </section>
            </>
          )}
        </QueryState>
      </div>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          {selected && <AdminDisputeDialogBody dispute={selected} onDone={() => setSelected(null)} />}
        </DialogContent>
      </Dialog>
    </AdminSubPage>
  );
}
