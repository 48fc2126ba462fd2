import { phoneHref } from '@arrears/domain';
import { FileDown, LifeBuoy, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { saveBlob } from '@/lib/download-file';
import { useBrand } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { useCustomerPaymentsQuery } from './api/customer-payments';
import { PaymentHistoryList } from './components/payment-history-list';
import { PaymentPageFrame } from './components/payment-page-frame';
import { formatPaymentDateIn } from './payment-display';
import { historyCsv, summarizeHistory } from './payment-history';
import { usePaymentWords } from './payment-words';

function exportHistory(csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `payment-history-${day}.csv`);
}

/** /payment-history (docs/product/payments.md, any signed-in customer): the summary, the note and each payment. */
export function PaymentHistoryPage() {
  const { t, cents, language } = usePaymentWords();
  const payments = useCustomerPaymentsQuery();
  const brand = useBrand();
  const list = payments.data ?? [];
  const summary = summarizeHistory(list);
  const tiles: Array<[string, string]> = [
    [t('history.payments'), String(summary.count)],
    [t('history.totalPaid'), cents(summary.totalPaidCents)],
    [
      t('history.lastPayment'),
      summary.lastPaymentDate ? formatPaymentDateIn(summary.lastPaymentDate, language) : t('history.none'),
    ],
  ];

  return (
    <PaymentPageFrame title={t('history.title')} intro={t('history.intro')}>
      <QueryState query={payments} what={t('loading.history')} />
      {payments.isSuccess && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3" data-testid="history-summary">
            {tiles.map(([label, value]) => (
              <div key={label} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
                <dt className="text-gray-600 text-sm">{label}</dt>
                <dd className="mt-1 font-bold text-2xl text-gray-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="rounded-lg border border-info-200 bg-info-50 px-4 py-3 text-info-700 text-sm">
            {t('history.onlyOurs', { company: brand.companyName })}
          </p>
          {list.length === 0 ? (
            <Card>
              <CardContent className="space-y-3 text-center">
                <h2 className="font-semibold text-gray-900 text-xl">{t('history.emptyTitle')}</h2>
                <p className="text-gray-700">{t('history.emptyText')}</p>
                <Link to="/payment" className={buttonClasses({ className: 'mt-2' })}>
                  {t('history.firstPayment')}
                </Link>
              </CardContent>
            </Card>
          ) : (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button variant="outline" onClick={() => exportHistory(historyCsv(list))}>
                  <FileDown className="size-5" aria-hidden="true" />
                  {t('history.export')}
                </Button>
                <a
                  href={`mailto:${brand.email}?subject=${encodeURIComponent('Question about my payment history')}`}
                  className={buttonClasses({ variant: 'outline' })}
                >
                  <LifeBuoy className="size-5" aria-hidden="true" />
                  {t('history.contactSupport')}
                </a>
                <Link to="/dispute-portal" className={buttonClasses({ variant: 'outline' })}>
                  <MessageSquareWarning className="size-5" aria-hidden="true" />
                  {t('history.dispute')}
                </Link>
              </div>
              <p className="text-gray-700 text-sm">
                {t('history.preferToTalk')}{' '}
                <a href={phoneHref(brand.phone)} className="font-medium text-brand-700 underline">
                  {brand.phone}
                </a>
                .
              </p>
              <PaymentHistoryList payments={list} />
            </>
          )}
        </>
      )}
    </PaymentPageFrame>
  );
}
