import { useRef, useState } from 'react';
import { useSandboxPayments } from '@/lib/public-config';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { PaymentPageFrame } from './components/payment-page-frame';
import { TestCardsPanel } from './components/test-cards-panel';
import { TestOutcomesList } from './components/test-outcomes-list';
import { type TestOutcome, TestPaymentForm } from './components/test-payment-form';

/**
 * /test-payment (docs/product/payments.md, back office): a sandbox charge with the payment form's card fields.
 * Nothing is recorded on an account; the outcomes live on this page only.
 */
export function TestPaymentPage() {
  const sandbox = useSandboxPayments();
  const [outcomes, setOutcomes] = useState<TestOutcome[]>([]);
  const nextId = useRef(1);
  return (
    <PaymentPageFrame
      title="Test Payment"
      intro="Run a card charge through the sandbox gateway. Nothing is recorded on any account."
    >
      {sandbox ? (
        <TestCardsPanel />
      ) : (
        <Alert tone="warning">
          The card gateway is not the sandbox: the server will refuse test payments.
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Test Charge</CardTitle>
        </CardHeader>
        <CardContent>
          <TestPaymentForm
            onOutcome={(outcome) => {
              const id = nextId.current++;
              setOutcomes((list) => [{ ...outcome, id }, ...list]);
            }}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="test-outcomes-title" className="space-y-3">
        <h2 id="test-outcomes-title" className="font-semibold text-gray-900 text-xl">
          Results
        </h2>
        <TestOutcomesList outcomes={outcomes} />
      </section>
    </PaymentPageFrame>
  );
}
