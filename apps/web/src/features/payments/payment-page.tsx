import { PAYMENT_MESSAGES as M, type ProcessPaymentResult } from '@arrears/domain';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { useSandboxPayments } from '@/lib/public-config';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/use-toast';
import { AccountPicker } from './components/account-picker';
import { BalanceBreakdown } from './components/balance-breakdown';
import { MerchantBanner } from './components/merchant-banner';
import { NoAccounts } from './components/no-accounts';
import { PaymentFailureCard } from './components/payment-failure-card';
import { PaymentPageFrame } from './components/payment-page-frame';
import { PaymentSuccessDialog } from './components/payment-success-dialog';
import { PlanLink } from './components/plan-link';
import { PortalCardPaymentForm } from './components/portal-card-payment-form';
import { TestCardsPanel } from './components/test-cards-panel';
import { type PaymentFailure, portalFailureMessage } from './payment-failure';
import { usePaymentWords } from './payment-words';
import { useChosenAccount } from './use-chosen-account';
import { usePortalAccounts } from './use-portal-accounts';
import { useRefreshAfterPayment } from './use-refresh-after-payment';

/**
 * /payment (docs/product/payments.md, any signed-in customer): the total owed, the merchant banner, the sandbox's
 * test cards, an account picker when there are several, and the card form for the chosen account
 * with its failure card and success dialog. Every figure comes from the one account summary.
 */
export function PaymentPage() {
  const { t, money, messageText } = usePaymentWords();
  const { state, list, summary, noAccounts } = usePortalAccounts();
  const { chosen, choose } = useChosenAccount(list);
  const sandbox = useSandboxPayments();
  const { user } = useAuth();
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
    if (chosen) choose(chosen.figures.id); // stays on this account even once it is paid off
    setFailure(null);
    setResult(approved);
    refresh();
  };
  const onFailure = (failed: PaymentFailure) => {
    setFailure(failed);
    toast({
      title: messageText(M.failedToastTitle),
      description: messageText(portalFailureMessage(failed)),
      variant: 'destructive',
      duration: 6000,
    });
  };

  return (
    <PaymentPageFrame title={t('page.title')} intro={t('page.intro')}>
      <QueryState query={state} what={t('loading.accounts')} />
      {noAccounts && <NoAccounts />}
      {chosen && summary && (
        <>
          <Card>
            <CardContent>
              <p className="text-gray-600 text-sm">{t('page.totalOutstanding')}</p>
              <p className="font-bold text-3xl text-gray-900 tabular-nums" data-testid="total-outstanding">
                {money(summary.totals.currentBalance)}
              </p>
              <p className="mt-1 text-gray-600 text-sm">
                {t('page.across', { count: list.length, amount: money(summary.totals.payments) })}
              </p>
            </CardContent>
          </Card>
          {list.length > 1 && <AccountPicker items={list} chosenId={chosen.figures.id} onChoose={choose} />}
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
              <CardTitle>{t('page.payAccount', { account: chosen.figures.accountLabel })}</CardTitle>
              <CardDescription>{chosen.figures.originalCreditor}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <details className="text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">
                  {t('breakdown.summary')}
                </summary>
                <div className="pt-2">
                  <BalanceBreakdown figures={chosen.figures} />
                </div>
              </details>
              <PortalCardPaymentForm
                key={chosen.figures.id}
                account={chosen.account}
                balance={chosen.figures.currentBalance}
                onSuccess={onSuccess}
                onFailure={onFailure}
              />
            </CardContent>
          </Card>
          {/* After the form: on a phone the amount and the form come first. */}
          {user?.role === 'debtor' && <PlanLink />}
          <MerchantBanner />
          {sandbox && <TestCardsPanel />}
        </>
      )}
      <PaymentSuccessDialog result={result} onClose={() => setResult(null)} importantNote>
        <Button onClick={() => setResult(null)}>{t('page.done')}</Button>
      </PaymentSuccessDialog>
    </PaymentPageFrame>
  );
}
