import { formatAccountNumber, formatMoney, type ProcessPaymentResult, parseCents } from '@arrears/domain';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { formatPaymentDate } from '../payment-display';
import { ReceiptButtons } from './receipt-buttons';

function detailsOf(result: ProcessPaymentResult): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Confirmation Code', result.confirmationCode ?? 'N/A'],
    ['Amount', formatMoney(result.amount)],
    ['Date', formatPaymentDate(result.paymentDate)],
    ['Payment Method', 'Credit Card'],
  ];
  if (result.cardLast4) rows.push(['Card', `${result.cardBrand ?? 'Card'} ending in ${result.cardLast4}`]);
  const account = formatAccountNumber(result.accountNumber, result.debtAccountId);
  rows.push(['Account', result.accountName ? `${result.accountName} (${account})` : account]);
  rows.push(['New Balance', formatMoney(result.newBalance)]);
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
  const partial = result && parseCents(result.amount) !== parseCents(result.requestedAmount);
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      {result && (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <div className="flex items-center gap-3 pr-8">
            <CircleCheck className="size-8 shrink-0 text-success-700" aria-hidden="true" />
            <DialogTitle>Payment Successful</DialogTitle>
          </div>
          <DialogDescription>Thank you. Your payment has been processed.</DialogDescription>
          {partial && (
            <Alert tone="warning" className="mt-4">
              {result.message}
            </Alert>
          )}
          <dl
            className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200"
            data-testid="payment-receipt"
          >
            {detailsOf(result).map(([label, value]) => (
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
              <strong>Important:</strong> Please save your confirmation code ({result.confirmationCode}) for
              your records. You will need it if you contact us about this payment.
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
