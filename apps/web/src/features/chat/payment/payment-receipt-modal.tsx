import { formatMoneyIn, type ProcessPaymentResult } from '@arrears/domain';
import { CircleCheck } from 'lucide-react';
import { formatPaymentDateIn } from '@/features/payments';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { useChatText } from '../chat-text';

export interface ReceiptActions {
  onMenu: () => void;
  onAnotherPayment: () => void;
  onEndSession: () => void;
  /** Where focus goes when the modal closes (the button that opened it is gone by then). */
  onCloseAutoFocus: (event: Event) => void;
}

/** docs/product/chat.md: the receipt after an approved chat payment, with its three ways on. */
export function PaymentReceiptModal({
  result,
  ...actions
}: { result: ProcessPaymentResult | null } & ReceiptActions) {
  const { t, language } = useChatText();
  const rows: Array<[string, string]> = result
    ? [
        [t('forms.receipt.confirmationCode'), result.confirmationCode ?? t('forms.notAvailable')],
        [t('forms.receipt.amount'), formatMoneyIn(result.amount, language)],
        [t('forms.receipt.newBalance'), formatMoneyIn(result.newBalance, language)],
        [t('forms.receipt.date'), formatPaymentDateIn(result.paymentDate, language)],
        [
          t('forms.receipt.reference'),
          result.transactionId ?? result.transaction?.refnum ?? t('forms.notAvailable'),
        ],
      ]
    : [];
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && actions.onMenu()}>
      {result && (
        <DialogContent
          data-testid="chat-receipt"
          className="max-h-[90dvh] overflow-y-auto"
          onCloseAutoFocus={actions.onCloseAutoFocus}
        >
          <div className="flex items-center gap-3 pr-8">
            <CircleCheck className="size-8 shrink-0 text-success-700" aria-hidden="true" />
            <DialogTitle>{t('forms.receipt.title')}</DialogTitle>
          </div>
          <DialogDescription>{t('forms.receipt.description')}</DialogDescription>
          <dl className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2">
                <dt className="text-gray-600 text-sm">{label}</dt>
                <dd className="break-all font-medium text-gray-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col gap-2">
            <Button onClick={actions.onMenu}>{t('messages.mainMenu')}</Button>
            <Button variant="outline" onClick={actions.onAnotherPayment}>
              {t('messages.makeAnotherPayment')}
            </Button>
            <Button variant="ghost" onClick={actions.onEndSession}>
              {t('messages.endSession')}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
