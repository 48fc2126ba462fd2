import { formatAccountNumber, type ProcessPaymentResult, parseCents } from '@arrears/domain';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { formatPaymentDateIn } from '../payment-display';
import { type PaymentWords, usePaymentWords } from '../payment-words';
import { ReceiptButtons } from './receipt-buttons';

function detailsOf(
  result: ProcessPaymentResult,
  { t, money, language }: PaymentWords,
): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t('success.confirmationCode'), result.confirmationCode ?? t('success.notAvailable')],
    [t('success.amount'), money(result.amount)],
    [t('success.date'), formatPaymentDateIn(result.paymentDate, language)],
    [t('success.paymentMethod'), t('success.creditCard')],
  ];
  if (result.cardLast4)
    rows.push([
      t('success.card'),
      t('success.cardEnding', { brand: result.cardBrand ?? t('success.card'), last4: result.cardLast4 }),
    ]);
  const account = formatAccountNumber(result.accountNumber, result.debtAccountId);
  rows.push([t('success.account'), result.accountName ? `${result.accountName} (${account})` : account]);
  rows.push([t('success.newBalance'), money(result.newBalance)]);
  return rows;
}

/**
 * The approved payment (docs/product/payments.md): confirmation code, amount, date, method, account and
 * new balance, the receipt buttons, and the page's own way on (`children`).
 */
export function PaymentSuccessDialog({
  result,
  onClose,
  importantNote = false,
  children,
}: {
  result: ProcessPaymentResult | null;
  onClose: () => void;
  /** docs/product/payments.md: an 'Important' note to save the code. */
  importantNote?: boolean;
  children?: ReactNode;
}) {
  const words = usePaymentWords();
  const { t, messageText } = words;
  const partial = result && parseCents(result.amount) !== parseCents(result.requestedAmount);
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      {result && (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <div className="flex items-center gap-3 pr-8">
            <CircleCheck className="size-8 shrink-0 text-success-700" aria-hidden="true" />
            <DialogTitle>{t('success.title')}</DialogTitle>
          </div>
          <DialogDescription>{t('success.thanks')}</DialogDescription>
          {partial && (
            <Alert tone="warning" className="mt-4">
              {messageText(result.message)}
            </Alert>
          )}
          <dl
            className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200"
            data-testid="payment-receipt"
          >
            {detailsOf(result, words).map(([label, value]) => (
              <div
                key={label}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5"
              >
                <dt className="text-gray-600 text-sm">{label}</dt>
                <dd className="break-all font-medium text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          {importantNote && (
            <Alert tone="warning" className="mt-4">
              <strong>{t('success.important')}</strong>{' '}
              {t('success.saveCode', { code: result.confirmationCode })}
            </Alert>
          )}
          {result.paymentId !== null && (
            <div className="mt-4">
              <ReceiptButtons paymentId={result.paymentId} />
            </div>
          )}
          <DialogFooter>{children}</DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
