import { type ProcessPaymentResult, phoneHref } from '@arrears/domain';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { useBrand, useSandboxPayments } from '@/lib/public-config';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { AccountPicker } from './components/account-picker';
import { BalanceBreakdown } from './components/balance-breakdown';
import { NoAccounts } from './components/no-accounts';
import { PaymentFailureDialog } from './components/payment-failure-dialog';
import { PaymentPageFrame } from './components/payment-page-frame';
import { PaymentSuccessDialog } from './components/payment-success-dialog';
import { PlanLink } from './components/plan-link';
import { PortalCardPaymentForm } from './components/portal-card-payment-form';
import { TestCardsPanel } from './components/test-cards-panel';
import type { PaymentFailure } from './payment-failure';
import { usePaymentWords } from './payment-words';
import { useChosenAccount } from './use-chosen-account';
import { usePortalAccounts } from './use-portal-accounts';
import { useRefreshAfterPayment } from './use-refresh-after-payment';

/**
 * /payment-center (docs/product/payments.md, role debtor): with several accounts a picker first, then
 * the chosen account's amount due and the paid-to-date of the one summary, the card form with its
 * secure-processing note, the collector's disclosure and support contacts, and the success and
 * failure dialogs.
 */
export function PaymentCenterPage() {
  const { t, money } = usePaymentWords();
  const { state, list, summary, noAccounts } = usePortalAccounts();
  const { chosen, choose } = useChosenAccount(list);
  const brand = useBrand();
  const sandbox = useSandboxPayments();
  const { logout, logoutMutation } = useAuth();
  const refresh = useRefreshAfterPayment();
  const [result, setResult] = useState<ProcessPaymentResult | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  return (
    <PaymentPageFrame title={t('center.title')} intro={t('center.intro')}>
      <QueryState query={state} what={t('loading.accounts')} />
      {noAccounts && <NoAccounts />}
      {chosen && summary && (
        <>
          {list.length > 1 && <AccountPicker items={list} chosenId={chosen.figures.id} onChoose={choose} />}
          <Card>
            <CardContent className="space-y-3">
              <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
                <div>
                  <p className="text-gray-600 text-sm">
                    {t('center.accountBalance', { account: chosen.figures.accountLabel })}
                  </p>
                  <p className="font-bold text-3xl text-gray-900 tabular-nums" data-testid="account-balance">
                    {money(chosen.figures.currentBalance)}
                  </p>
                </div>
                <p className="text-gray-700 text-sm" data-testid="paid-to-date">
                  {list.length > 1
                    ? t('center.paidToDateAll', { amount: money(summary.totals.payments) })
                    : t('center.paidToDate', { amount: money(summary.totals.payments) })}
                </p>
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">
                  {t('breakdown.summary')}
                </summary>
                <div className="pt-2">
                  <BalanceBreakdown figures={chosen.figures} />
                </div>
              </details>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('center.cardPayment')}</CardTitle>
              <CardDescription className="flex items-start gap-2">
                <Lock className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
                {t('center.secure')}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PortalCardPaymentForm
                key={chosen.figures.id}
                account={chosen.account}
                balance={chosen.figures.currentBalance}
                onSuccess={(approved) => {
                  choose(chosen.figures.id); // stays on this account even once it is paid off
                  setResult(approved);
                  refresh();
                }}
                onFailure={setFailure}
              />
            </CardContent>
          </Card>
          <PlanLink />
          {sandbox && <TestCardsPanel />}
          <section aria-label={t('center.disclosureLabel')} className="space-y-3 text-gray-700 text-sm">
            <p>{t('center.debtCollector')}</p>
            <p>{t('center.authorise', { company: brand.companyName })}</p>
            <p>
              {t('center.questionsCall')}{' '}
              <a href={phoneHref(brand.phone)} className="font-medium text-brand-700 underline">
                {brand.phone}
              </a>{' '}
              ({t('footer.supportHours', { ns: 'common' })}) {t('center.orEmail')}{' '}
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
          {t('center.logOut')}
        </Button>
        <Link to="/debtor" className={buttonClasses()}>
          {t('center.backToDashboard')}
        </Link>
      </PaymentSuccessDialog>
      <PaymentFailureDialog failure={failure} onTryAgain={() => setFailure(null)} />
    </PaymentPageFrame>
  );
}
