import { phoneHref } from '@arrears/domain';
import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { useBrand } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { formatPaymentDateIn } from '../payment-display';
import { declinedMessage, nothingCharged, type PaymentFailure } from '../payment-failure';
import { usePaymentWords } from '../payment-words';

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
  const { t, cents, language, messageText } = usePaymentWords();
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => !open && onTryAgain()}>
      {failure && (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <div className="flex items-center gap-3 pr-8">
            <CircleX className="size-8 shrink-0 text-danger-700" aria-hidden="true" />
            <DialogTitle>{t('failure.title')}</DialogTitle>
          </div>
          <DialogDescription>
            {t('failure.couldNotComplete')}{' '}
            {nothingCharged(failure) ? t('failure.nothingCharged') : t('failure.unsure')}
          </DialogDescription>
          <dl className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
            <div className="px-4 py-2.5">
              <dt className="text-gray-600 text-sm">{t('failure.errorDetails')}</dt>
              <dd className="font-medium text-danger-700" data-testid="payment-failure-reason">
                {messageText(declinedMessage(failure))}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2.5">
              <dt className="text-gray-600 text-sm">{t('failure.attemptedAmount')}</dt>
              <dd className="font-medium text-gray-900">{cents(failure.amountCents)}</dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2.5">
              <dt className="text-gray-600 text-sm">{t('failure.date')}</dt>
              <dd className="font-medium text-gray-900">
                {formatPaymentDateIn(failure.attemptedAt, language)}
              </dd>
            </div>
          </dl>
          <h3 className="mt-4 font-semibold text-gray-900">{t('failure.whatYouCanDo')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
            <li>{t('failure.checkCard')}</li>
            <li>{t('failure.funds')}</li>
            <li>{t('failure.bank')}</li>
            <li>
              {t('failure.callUs')}{' '}
              <a href={phoneHref(brand.phone)} className="font-medium text-brand-700 underline">
                {brand.phone}
              </a>{' '}
              {t('failure.forHelp')}
            </li>
          </ul>
          <DialogFooter>
            <Link to="/debtor" className={buttonClasses({ variant: 'outline' })}>
              {t('failure.returnToDashboard')}
            </Link>
            <Button onClick={onTryAgain}>{t('failure.tryAgain')}</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
