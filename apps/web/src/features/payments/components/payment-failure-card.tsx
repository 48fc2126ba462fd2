import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { formatPaymentDateIn } from '../payment-display';
import { nothingCharged, type PaymentFailure, portalFailureMessage } from '../payment-failure';
import { usePaymentWords } from '../payment-words';

/** /payment's failure card (docs/product/payments.md): what went wrong and 'Attempt Another Payment'. */
export function PaymentFailureCard({ failure, onRetry }: { failure: PaymentFailure; onRetry: () => void }) {
  const { t, cents, language, messageText } = usePaymentWords();
  const ref = useRef<HTMLDivElement>(null);
  // The form it replaces was taller: bring the outcome into view and to the keyboard's attention.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Card
      ref={ref}
      tabIndex={-1}
      aria-labelledby="payment-failure-title"
      className="scroll-mt-24 border-danger-200 bg-danger-50 focus:outline-none"
      data-testid="payment-failure"
    >
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <CircleX className="mt-0.5 size-7 shrink-0 text-danger-700" aria-hidden="true" />
          <div>
            <h2 id="payment-failure-title" className="font-semibold text-danger-700 text-xl">
              {t('failure.title')}
            </h2>
            <p className="mt-1 text-gray-900">{messageText(portalFailureMessage(failure))}</p>
            <p className="mt-2 text-gray-700 text-sm">
              {t('failure.attempted', {
                amount: cents(failure.amountCents),
                date: formatPaymentDateIn(failure.attemptedAt, language),
              })}{' '}
              {nothingCharged(failure) ? t('failure.nothingCharged') : t('failure.unsure')}
            </p>
          </div>
        </div>
        <Button onClick={onRetry}>{t('failure.retry')}</Button>
      </CardContent>
    </Card>
  );
}
