import { formatCents, phoneHref } from '@arrears/domain';
import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { formatPaymentDate } from '../payment-display';
import { chargeNote, declinedMessage, type PaymentFailure } from '../payment-failure';

/**
 * /payment-center's failure dialog (declined dialog, docs/product/payments.md): the reason, the attempted
 * amount and date, what to do next, then 'Try Again' or 'Return to Dashboard'.
 */
export function PaymentFailureDialog({
  failure,
  onTryAgain,
}: {
  failure: PaymentFailure | null;
  onTryAgain: () => void;
}) {
  const brand = useBrand();
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => !open && onTryAgain()}>
      {failure && (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <div className="flex items-center gap-3 pr-8">
            <CircleX className="size-8 shrink-0 text-danger-700" aria-hidden="true" />
            <DialogTitle>Payment Failed</DialogTitle>
          </div>
          <DialogDescription>Your payment could not be completed. {chargeNote(failure)}</DialogDescription>
          <dl className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
            <div className="px-4 py-2.5">
              <dt className="text-gray-600 text-sm">Error Details</dt>
              <dd className="font-medium text-danger-700" data-testid="payment-failure-reason">
                {declinedMessage(failure)}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2.5">
              <dt className="text-gray-600 text-sm">Attempted Amount</dt>
              <dd className="font-medium text-gray-900">{formatCents(failure.amountCents)}</dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2.5">
              <dt className="text-gray-600 text-sm">Date</dt>
              <dd className="font-medium text-gray-900">{formatPaymentDate(failure.attemptedAt)}</dd>
            </div>
          </dl>
          <h3 className="mt-4 font-semibold text-gray-900">What you can do</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
            <li>Check that the card number, expiry date and CVV are correct</li>
            <li>Make sure the card has sufficient funds available</li>
            <li>Contact your bank if the problem continues</li>
            <li>
              Call us at{' '}
              <a href={phoneHref(brand.phone)} className="font-medium text-brand-700 underline">
                {brand.phone}
              </a>{' '}
              for help
            </li>
          </ul>
          <DialogFooter>
            <Link to="/debtor" className={buttonClasses({ variant: 'outline' })}>
              Return to Dashboard
            </Link>
            <Button onClick={onTryAgain}>Try Again</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
