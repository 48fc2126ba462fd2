import type { CustomerPayment } from '@arrears/domain';
import { Download } from 'lucide-react';
import { receiptPath } from '../api/download-receipt';
import { formatPaymentDateIn } from '../payment-display';
import { methodLabel, paymentDateOf } from '../payment-history';
import { type PaymentWords, usePaymentWords } from '../payment-words';
import { PaymentStatusBadge } from './payment-status-badge';

/** Each payment: date, status badge, amount, method upper-cased, reference, and its receipt. */
export function PaymentHistoryList({ payments }: { payments: readonly CustomerPayment[] }) {
  const words = usePaymentWords();
  const { t, money, language } = words;
  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white shadow-sm">
      {payments.map((payment) => (
        <li key={payment.id} data-testid="payment-row" className="space-y-2 p-4 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900">
                {formatPaymentDateIn(paymentDateOf(payment), language)}
              </span>
              <PaymentStatusBadge status={payment.status} />
            </div>
            <span className="font-semibold text-gray-900 text-lg tabular-nums">{money(payment.amount)}</span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-gray-600">{t('history.method')}</dt>
            <dd className="text-gray-900">
              {methodText(payment.method, words)}
              {payment.cardLast4 ? t('history.endingIn', { last4: payment.cardLast4 }) : ''}
            </dd>
            <dt className="text-gray-600">{t('history.reference')}</dt>
            <dd className="break-all text-gray-900">{payment.reference ?? t('history.notAvailable')}</dd>
            <dt className="text-gray-600">{t('history.account')}</dt>
            <dd className="text-gray-900">{payment.accountNumber}</dd>
            {payment.confirmationCode && payment.confirmationCode !== payment.reference && (
              <>
                <dt className="text-gray-600">{t('history.confirmation')}</dt>
                <dd className="break-all text-gray-900">{payment.confirmationCode}</dd>
              </>
            )}
          </dl>
          {payment.receiptAvailable && (
            <a
              href={receiptPath(payment.id)}
              download
              className="inline-flex min-h-9 items-center gap-1.5 font-medium text-brand-700 text-sm underline"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('history.downloadReceipt')}
              <span className="sr-only">{t('history.receiptFor', { amount: money(payment.amount) })}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

const METHOD_KEYS: Record<string, string> = {
  card: 'card',
  credit_card: 'creditCard',
  debit_card: 'debitCard',
  check: 'check',
  cash: 'cash',
  money_order: 'moneyOrder',
  bank_transfer: 'bankTransfer',
  other: 'other',
};

/** The method upper-cased as docs/product/payments.md shows it, in the page's language when it is a known one. */
function methodText(method: string, { t }: PaymentWords): string {
  const key = METHOD_KEYS[method.toLowerCase()];
  return key ? t(`methods.${key}`) : methodLabel(method);
}
