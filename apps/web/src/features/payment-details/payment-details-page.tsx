import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AccessDeniedPage } from '@/features/errors';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { PageSpinner } from '@/ui/spinner';
import { isRefusal, paymentDetailsErrorText, usePaymentDetailsQuery } from './api/payment-details';
import { PaymentFiltersBar } from './components/payment-filters-bar';
import { PaymentSummaryCards } from './components/payment-summary-cards';
import { PaymentsTable } from './components/payments-table';
import {
  applyPaymentFilters,
  creditorOptions,
  DEFAULT_FILTERS,
  type PaymentFilters,
} from './payment-details-filters';

/** Rows drawn at first and added by each "Show more" (the answer holds up to 5,000). */
export const ROWS_PER_STEP = 100;

/**
 * /admin/payment-details (docs/product/payments.md): summary cards, filters and the payment list. Every signed-in
 * role reaches the page and the API decides: a refused role sees the text of the 403.
 */
export function PaymentDetailsPage() {
  const query = usePaymentDetailsQuery();
  const [filters, setFilters] = useState<PaymentFilters>(DEFAULT_FILTERS);
  const [shown, setShown] = useState(ROWS_PER_STEP);
  const payments = query.data?.paymentDetails;
  const creditors = useMemo(() => creditorOptions(payments ?? []), [payments]);
  const rows = useMemo(() => applyPaymentFilters(payments ?? [], filters), [payments, filters]);

  if (isRefusal(query.error) && query.error.status === 403) {
    return <AccessDeniedPage message={paymentDetailsErrorText(query.error)} />;
  }

  const summary = query.data?.summary;
  const capped = summary && payments ? summary.totalPayments > payments.length : false;
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
      <QueryState
        query={query}
        loading={<PageSpinner label="Loading payments" />}
        error={<Alert tone="danger">{paymentDetailsErrorText(query.error)}</Alert>}
        keepDataOnError
      >
        {(data) => (
          <div className="space-y-5">
            {query.isError && <Alert tone="danger">{paymentDetailsErrorText(query.error)}</Alert>}
            <PaymentSummaryCards summary={data.summary} />
            <PaymentFiltersBar
              filters={filters}
              creditors={creditors}
              onChange={(next) => {
                setFilters(next);
                setShown(ROWS_PER_STEP);
              }}
            />
            <section
              aria-labelledby="payments-heading"
              className="rounded-xl border border-gray-200 bg-white p-2 shadow-sm sm:p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2 px-1 pb-3">
                <h2 id="payments-heading" className="font-semibold text-gray-900 text-lg">
                  Payments
                </h2>
                <p className="text-gray-600 text-sm" aria-live="polite">
                  {`${rows.length.toLocaleString('en-US')} ${rows.length === 1 ? 'payment' : 'payments'}`}
                  {capped &&
                    ` (from the newest ${data.paymentDetails.length.toLocaleString('en-US')} of ${data.summary.totalPayments.toLocaleString('en-US')})`}
                </p>
              </div>
              {rows.length === 0 ? (
                <p className="px-1 py-6 text-center text-gray-700">No payments found.</p>
              ) : (
                <PaymentsTable payments={rows.slice(0, shown)} />
              )}
              {rows.length > shown && (
                <div className="pt-4 text-center">
                  <Button variant="outline" onClick={() => setShown((n) => n + ROWS_PER_STEP)}>
                    {`Show more (${(rows.length - shown).toLocaleString('en-US')} left)`}
                  </Button>
                </div>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </AdminSubPage>
  );
}
