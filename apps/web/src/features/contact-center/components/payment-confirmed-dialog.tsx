import {
  authorizationLine,
  formatMoney,
  CONTACT_CENTER_MESSAGES as M,
  type ProcessPaymentResult,
} from '@arrears/domain';
import { CircleCheck, Mail } from 'lucide-react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { useSendPaymentReceiptMutation } from '../api/send-payment-receipt';
import { notifyFailure, notifySuccess } from '../notify';
import { InfoList } from './info-list';

/** docs/product/contact-center.md: card type V = Visa, M = Mastercard, otherwise Card. */
export function cardTypeName(type: string | null | undefined): string {
  if (type === 'V') return 'Visa';
  if (type === 'M') return 'Mastercard';
  return 'Card';
}

function cardLine(result: ProcessPaymentResult): string {
  const card = result.transaction?.creditcard;
  const number = card?.number || (result.cardLast4 ? `XXXXXXXXXXXX${result.cardLast4}` : '');
  return `${cardTypeName(card?.type)}${number ? ` ${number}` : ''}`;
}

/** docs/product/contact-center.md: AVS result code YYY means address and ZIP matched; CVV result code M means matched. */
function avsLine(result: ProcessPaymentResult): string {
  const avs = result.transaction?.avs;
  if (avs?.result_code === 'YYY') return 'Address and ZIP matched';
  return avs?.result || 'N/A';
}
function cvvLine(result: ProcessPaymentResult): string {
  const cvc = result.transaction?.cvc;
  if (cvc?.result_code === 'M') return 'Matched';
  return cvc?.result || 'N/A';
}

/** The agent's payment confirmation (docs/product/contact-center.md): the receipt and 'Send Email Receipt'. */
export function PaymentConfirmedDialog({
  debtorId,
  result,
  onClose,
}: {
  debtorId: number;
  result: ProcessPaymentResult | null;
  onClose: () => void;
}) {
  const receipt = useSendPaymentReceiptMutation(debtorId);
  const send = () => {
    if (!result) return;
    const t = result.transaction;
    receipt.mutate(
      {
        amount: result.amount,
        transactionId:
          result.transactionId || t?.refnum || result.confirmationCode || String(result.paymentId),
        authorizationCode: t?.authcode ?? null,
        paymentMethod: 'Credit Card',
        previousBalance: result.previousBalance,
        newBalance: result.newBalance,
        paymentDate: result.paymentDate,
        avsCheck: t?.avs.result ?? null,
        cvvCheck: t?.cvc.result ?? null,
      },
      {
        onSuccess: (answer) => {
          if (answer?.success === false) {
            notifyFailure(
              { ...M.receiptFailed, description: answer.error || M.receiptFailed.description },
              null,
            );
          } else notifySuccess(M.success.receipt);
        },
        onError: (error) => notifyFailure(M.receiptFailed, error),
      },
    );
  };
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      {result && (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <div className="flex items-center gap-3 pr-8">
            <CircleCheck className="size-8 shrink-0 text-success-700" aria-hidden="true" />
            <DialogTitle>Payment Confirmed</DialogTitle>
          </div>
          <DialogDescription>The payment was approved and applied to the account.</DialogDescription>
          <div className="mt-4 rounded-lg border border-gray-200 px-4" data-testid="agent-payment-receipt">
            <InfoList
              label="Payment receipt"
              rows={[
                ['Amount', formatMoney(result.amount)],
                ['Confirmation Code', result.confirmationCode ?? 'N/A'],
                ['Card', cardLine(result)],
                ['New Balance', formatMoney(result.newBalance)],
                ['AVS Result', avsLine(result)],
                ['CVV Result', cvvLine(result)],
              ]}
            />
          </div>
          {result.authorization && (
            <p className="mt-3 text-gray-700 text-sm" data-testid="payment-authorization">
              {authorizationLine(result.authorization.authorizedAt, result.authorization.agentName)}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={send} disabled={receipt.isPending}>
              <Mail className="size-4" aria-hidden="true" />
              {receipt.isPending ? 'Sending...' : 'Send Email Receipt'}
            </Button>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
