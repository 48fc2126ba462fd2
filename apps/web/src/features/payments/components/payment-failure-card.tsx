import { formatCents } from '@arrears/domain';
import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { formatPaymentDate } from '../payment-display';
import { chargeNote, type PaymentFailure, portalFailureMessage } from '../payment-failure';

/** /payment's failure card (docs/product/payments.md): what went wrong and 'Attempt Another Payment'. */
export function PaymentFailureCard({ failure, onRetry }: { failure: PaymentFailure; onRetry: () => void }) {
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
              Payment Failed
            </h2>
            <p className="mt-1 text-gray-900">{portalFailureMessage(failure)}</p>
            <p className="mt-2 text-gray-700 text-sm">
              Attempted {formatCents(failure.amountCents)} on {formatPaymentDate(failure.attemptedAt)}.{' '}
              {chargeNote(failure)}
            </p>
          </div>
        </div>
        <Button onClick={onRetry}>Attempt Another Payment</Button>
      </CardContent>
    </Card>
  );
}
