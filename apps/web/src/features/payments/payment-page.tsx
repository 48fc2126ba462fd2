import { formatCents, PAYMENT_MESSAGES as M, type ProcessPaymentResult } from '@arrears/domain';
import { useEffect, useRef, useState } from 'react';
import { useSandboxPayments } from '@/lib/public-config';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/use-toast';
import { useCustomerAccountsQuery } from './api/customer-accounts';
import { MerchantBanner } from './components/merchant-banner';
import { NoAccounts } from './components/no-accounts';
import { PaymentFailureCard } from './components/payment-failure-card';
import { PaymentPageFrame } from './components/payment-page-frame';
import { PaymentSuccessDialog } from './components/payment-success-dialog';
import { PortalCardPaymentForm } from './components/portal-card-payment-form';
import { TestCardsPanel } from './components/test-cards-panel';
import { accountLabelOf, totalOutstandingCents } from './payment-display';
import { type PaymentFailure, portalFailureMessage } from './payment-failure';
import { useRefreshAfterPayment } from './use-refresh-after-payment';

/**
 * /payment (docs/product/payments.md, any signed-in customer): the total owed, the merchant banner, the sandbox's
 * test cards, and the card form for the first account with its failure card and success dialog.
 */
export function PaymentPage() {
  const accounts = useCustomerAccountsQuery();
  const sandbox = useSandboxPayments();
  const refresh = useRefreshAfterPayment();
  const [result, setResult] = useState<ProcessPaymentResult | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const retrying = useRef(false);

  // 'Attempt Another Payment': the form is shown again, with the keyboard on its first field.
  useEffect(() => {
    if (failure !== null || !retrying.current) return;
    retrying.current = false;
    formCard.current?.querySelector('input')?.focus();
  }, [failure]);

  const onSuccess = (approved: ProcessPaymentResult) => {
    setFailure(null);
    setResult(approved);
    refresh();
  };
  const onFailure = (failed: PaymentFailure) => {
    setFailure(failed);
    toast({
      title: M.failedToastTitle,
      description: portalFailureMessage(failed),
      variant: 'destructive',
      duration: 6000,
    });
  };

  const list = accounts.data ?? [];
  const first = list[0];
  return (
    <PaymentPageFrame title="Make a Payment" intro="Pay your balance securely by credit or debit card.">
      <QueryState query={accounts} what="accounts" />
      {accounts.isSuccess && !first && <NoAccounts />}
      {first && (
        <>
          <Card>
            <CardContent>
              <p className="text-gray-600 text-sm">Total Outstanding Balance</p>
              <p className="font-bold text-3xl text-gray-900 tabular-nums" data-testid="total-outstanding">
                {formatCents(totalOutstandingCents(list))}
              </p>
              <p className="mt-1 text-gray-600 text-sm">
                Across {list.length} {list.length === 1 ? 'account' : 'accounts'}
              </p>
            </CardContent>
          </Card>
          <MerchantBanner />
          {sandbox && <TestCardsPanel />}
          {failure && (
            <PaymentFailureCard
              failure={failure}
              onRetry={() => {
                retrying.current = true;
                setFailure(null);
              }}
            />
          )}
          {/* Hidden, not removed, during a failure: a re-send of the same attempt keeps its invoice. */}
          <Card ref={formCard} hidden={failure !== null}>
            <CardHeader>
              <CardTitle>Pay Account {accountLabelOf(first)}</CardTitle>
              {first.school_name && <CardDescription>{first.school_name}</CardDescription>}
            </CardHeader>
            <CardContent>
              <PortalCardPaymentForm account={first} onSuccess={onSuccess} onFailure={onFailure} />
            </CardContent>
          </Card>
        </>
      )}
      <PaymentSuccessDialog result={result} onClose={() => setResult(null)} importantNote>
        <Button onClick={() => setResult(null)}>Done</Button>
      </PaymentSuccessDialog>
    </PaymentPageFrame>
  );
}
