import {
  formatMoney,
  PROCESSING_DAYS,
  type ProcessPaymentResult,
  phoneHref,
  SUPPORT_HOURS,
} from '@arrears/domain';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { useBrand, useSandboxPayments } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { useCustomerAccountsQuery } from './api/customer-accounts';
import { usePaymentTotalsQuery } from './api/payment-totals';
import { NoAccounts } from './components/no-accounts';
import { PaymentFailureDialog } from './components/payment-failure-dialog';
import { PaymentPageFrame } from './components/payment-page-frame';
import { PaymentSuccessDialog } from './components/payment-success-dialog';
import { PortalCardPaymentForm } from './components/portal-card-payment-form';
import { TestCardsPanel } from './components/test-cards-panel';
import { accountLabelOf } from './payment-display';
import type { PaymentFailure } from './payment-failure';
import { useRefreshAfterPayment } from './use-refresh-after-payment';

/**
 * /payment-center (docs/product/payments.md, role debtor): the balance, the secure-processing note, the
 * collector's disclosure and support contacts, the card form for the first account, and the
 * success and failure dialogs.
 */
export function PaymentCenterPage() {
  const accounts = useCustomerAccountsQuery();
  const totals = usePaymentTotalsQuery();
  const brand = useBrand();
  const sandbox = useSandboxPayments();
  const { logout, logoutMutation } = useAuth();
  const refresh = useRefreshAfterPayment();
  const [result, setResult] = useState<ProcessPaymentResult | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const first = accounts.data?.[0];
  const paid = first ? totals.data?.[String(first.id)] : undefined;
  return (
    <PaymentPageFrame title="Payment Center" intro="Make a secure payment on your account.">
      <QueryState query={accounts} what="accounts" />
      {accounts.isSuccess && !first && <NoAccounts />}
      {first && (
        <>
          <Card>
            <CardContent className="space-y-3">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <div>
                  <p className="text-gray-600 text-sm">Account {accountLabelOf(first)} balance</p>
                  <p className="font-bold text-3xl text-gray-900 tabular-nums" data-testid="account-balance">
                    {formatMoney(first.unpaid_balance)}
                  </p>
                </div>
                {paid && <p className="text-gray-700 text-sm">Paid to date: {formatMoney(paid)}</p>}
              </div>
              <p className="flex items-start gap-2 text-gray-700 text-sm">
                <Lock className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
                Your payment is processed securely over an encrypted connection. We never store your full card
                number or security code.
              </p>
            </CardContent>
          </Card>
          {sandbox && <TestCardsPanel />}
          <Card>
            <CardHeader>
              <CardTitle>Card Payment</CardTitle>
            </CardHeader>
            <CardContent>
              <PortalCardPaymentForm
                account={first}
                onSuccess={(approved) => {
                  setResult(approved);
                  refresh();
                }}
                onFailure={setFailure}
              />
            </CardContent>
          </Card>
          <section aria-label="Disclosure" className="space-y-3 text-gray-700 text-sm">
            <p>
              This communication is from a debt collector. This is an attempt to collect a debt and any
              information obtained will be used for that purpose.
            </p>
            <p>
              By submitting this payment you authorise {brand.companyName} to charge your card for the amount
              shown. Payments are typically processed within {PROCESSING_DAYS}.
            </p>
            <p>
              Questions? Call{' '}
              <a href={phoneHref(brand.phone)} className="font-medium text-brand-700 underline">
                {brand.phone}
              </a>{' '}
              ({SUPPORT_HOURS}) or e-mail{' '}
              <a href={`mailto:${brand.email}`} className="font-medium text-brand-700 underline">
                {brand.email}
              </a>
              .
            </p>
          </section>
        </>
      )}
      <PaymentSuccessDialog result={result} onClose={() => setResult(null)}>
        <Button variant="outline" onClick={() => logout()} disabled={logoutMutation.isPending}>
          Log Out
        </Button>
        <Link to="/debtor" className={buttonClasses()}>
          Back to Dashboard
        </Link>
      </PaymentSuccessDialog>
      <PaymentFailureDialog failure={failure} onTryAgain={() => setFailure(null)} />
    </PaymentPageFrame>
  );
}
