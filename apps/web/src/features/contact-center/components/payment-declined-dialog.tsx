import { formatCents } from '@arrears/domain';
import { CircleX } from 'lucide-react';
import { chargeNote, declinedMessage, type PaymentFailure } from '@/features/payments';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';

/**
 * The agent's declined dialog (docs/product/contact-center.md): failureReason, else error, else 'Payment was declined by
 * the processor', the attempted amount and what to try next.
 */
export function PaymentDeclinedDialog({
  failure,
  onClose,
}: {
  failure: PaymentFailure | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => !open && onClose()}>
      {failure && (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <div className="flex items-center gap-3 pr-8">
            <CircleX className="size-8 shrink-0 text-danger-700" aria-hidden="true" />
            <DialogTitle>Payment Declined</DialogTitle>
          </div>
          <DialogDescription>{chargeNote(failure)}</DialogDescription>
          <p className="mt-4 font-medium text-danger-700" data-testid="agent-payment-decline-reason">
            {declinedMessage(failure)}
          </p>
          <p className="mt-2 text-gray-800">
            Attempted amount: <span className="font-semibold">{formatCents(failure.amountCents)}</span>
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-gray-700">
            <li>Verify the card information with the debtor</li>
            <li>Ask the debtor to check with their bank</li>
            <li>Try a different payment method</li>
          </ul>
          <DialogFooter>
            <Button onClick={onClose}>Close</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
