import { TABLE_PAGE_SIZES } from '@arrears/domain';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AccessDeniedPage } from '@/features/errors';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import {
  choiceShowing,
  DataTable,
  filtersOfView,
  SavedViewsMenu,
  type TableSort,
  useTablePreferences,
  visibleColumns,
} from '@/ui/data-table';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { isRefusal, paymentDetailsErrorText, usePaymentDetailsQuery } from './api/payment-details';
import { PaymentFiltersBar } from './components/payment-filters-bar';
import { PaymentSummaryCards } from './components/payment-summary-cards';
import { PAYMENT_COLUMNS } from './components/payments-table';
import { DEFAULT_FILTERS, type PaymentFilters, presetOf, SORT_PRESETS } from './payment-details-filters';

/** Rows per page until the user picks another size (remembered with the table's columns). */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * /admin/payment-details (docs/product/payments.md): summary cards, filters and the payment list. The
 * server sorts, filters and pages the list. Every signed-in role reaches the page and the API decides:
 * a refused role sees the text of the 403.
 */
export function PaymentDetailsPage() {
  const prefs = useTablePreferences('table:payments');
  const [filters, setFilters] = useState<PaymentFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<TableSort>(SORT_PRESETS.date);
  const [page, setPage] = useState(1);
  const pageSize = prefs.preferences.pageSize ?? DEFAULT_PAGE_SIZE;
  const query = usePaymentDetailsQuery({
    sort: sort.column,
    direction: sort.direction,
    page,
    pageSize,
    method: filters.method,
    creditor: filters.creditor,
    from: filters.from,
    to: filters.to,
  });

  if (isRefusal(query.error) && query.error.status === 403) {
    return <AccessDeniedPage message={paymentDetailsErrorText(query.error)} />;
  }

  const data = query.data;
  const total = data?.total ?? 0;
  const filtered = JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS);
  const changeFilters = (next: PaymentFilters) => {
    setFilters(next);
    setPage(1);
  };
  const changeSort = (next: TableSort) => {
    setSort(next);
    setPage(1);
  };
  return (
    <AdminSubPage
      title="Payment Details"
      width="wide"
      description="Approved payments on every account, newest first."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            Refresh
          </Button>
          <Link to="/admin" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
        </div>
      }
    >
      <div className="space-y-5">
        {query.isError && <Alert tone="danger">{paymentDetailsErrorText(query.error)}</Alert>}
        {data && <PaymentSummaryCards summary={data.summary} />}
        {!(query.isError && !data) && (
          <section
            aria-labelledby="payments-heading"
            className="min-w-0 rounded-xl border border-gray-200 bg-white p-2 shadow-sm sm:p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2 px-1 pb-3">
              <h2 id="payments-heading" className="font-semibold text-gray-900 text-lg">
                Payments
              </h2>
              {data && (
                <p className="text-gray-600 text-sm" aria-live="polite">
                  {`${total.toLocaleString('en-US')} ${total === 1 ? 'payment' : 'payments'}`}
                </p>
              )}
            </div>
            <DataTable
              caption="Payments"
              what="payments"
              columns={PAYMENT_COLUMNS}
              rows={data?.paymentDetails}
              rowKey={(p) => p.paymentId}
              total={total}
              // The page's own alert tells a failure; the table keeps the last rows.
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
              filters={
                <PaymentFiltersBar
                  filters={filters}
                  sort={presetOf(sort)}
                  creditors={data?.creditors ?? []}
                  onChange={changeFilters}
                  onSortChange={(preset) => changeSort(SORT_PRESETS[preset])}
                />
              }
              empty={
                filtered
                  ? {
                      message: 'No payments found. Widen the dates or choose another method or creditor.',
                      action: { label: 'Clear filters', onClick: () => changeFilters(DEFAULT_FILTERS) },
                    }
                  : {
                      message:
                        'No payments found. Payments appear here once debtors pay or staff record an external payment.',
                    }
              }
              hiddenColumns={prefs.preferences.hiddenColumns}
              onHiddenColumnsChange={prefs.setHiddenColumns}
              actions={
                // The user's named views of this list (decision 0112).
                <SavedViewsMenu
                  table="payments"
                  current={() => ({
                    columns: visibleColumns(PAYMENT_COLUMNS, prefs.preferences.hiddenColumns, []).map(
                      (c) => c.id,
                    ),
                    filters: filtersOfView(filters),
                    sort,
                  })}
                  onApply={(view) => {
                    prefs.setColumns(choiceShowing(PAYMENT_COLUMNS, view.columns));
                    const known = Object.keys(DEFAULT_FILTERS) as Array<keyof PaymentFilters>;
                    changeFilters({
                      ...DEFAULT_FILTERS,
                      ...Object.fromEntries(
                        known
                          .filter((name) => name in view.filters)
                          .map((name) => [name, view.filters[name]]),
                      ),
                    } as PaymentFilters);
                    changeSort(view.sort ?? SORT_PRESETS.date);
                  }}
                />
              }
            />
          </section>
        )}
      </div>
    </AdminSubPage>
  );
}
