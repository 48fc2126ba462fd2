import { type CustomerPayment, formatMoney } from '@arrears/domain';
import { Download } from 'lucide-react';
import { receiptPath } from '../api/download-receipt';
import { formatPaymentDate } from '../payment-display';
import { methodLabel, paymentDateOf } from '../payment-history';
import { PaymentStatusBadge } from './payment-status-badge';

/** Each payment: date, status badge, amount, method upper-cased, reference, and its receipt. */
export function PaymentHistoryList({ payments }: { payments: readonly CustomerPayment[] }) {
  return (
    <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white shadow-sm">
      {payments.map((payment) => (
        <li key={payment.id} data-testid="payment-row" className="space-y-2 p-4 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900">{formatPaymentDate(paymentDateOf(payment))}</span>
              <PaymentStatusBadge status={payment.status} />
            </div>
            <span className="font-semibold text-gray-900 text-lg tabular-nums">
              {formatMoney(payment.amount)}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-gray-600">Method</dt>
            <dd className="text-gray-900">
              {methodLabel(payment.method)}
              {payment.cardLast4 ? ` ending in ${payment.cardLast4}` : ''}
            </dd>
            <dt className="text-gray-600">Reference</dt>
            <dd className="break-all text-gray-900">{payment.reference ?? 'N/A'}</dd>
            <dt className="text-gray-600">Account</dt>
            <dd className="text-gray-900">{payment.accountNumber}</dd>
            {payment.confirmationCode && payment.confirmationCode !== payment.reference && (
              <>
                <dt className="text-gray-600">Confirmation</dt>
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
              Download Receipt
              <span className="sr-only"> for the payment of {formatMoney(payment.amount)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
