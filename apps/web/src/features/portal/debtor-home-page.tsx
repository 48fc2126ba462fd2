import { parseCents } from '@arrears/domain';
import { CreditCard, FileText, History, type LucideIcon, MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { NoAccounts, usePortalAccounts } from '@/features/payments';
import { buttonClasses } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { AccountDetails, BalanceTiles, PaymentProgress } from './components/debtor-overview';
import { PlanCard } from './components/plan-card';

const MORE_ACTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/payment-history', label: 'home.paymentHistory', icon: History },
  { to: '/documents', label: 'home.documents', icon: FileText },
  { to: '/dispute-portal', label: 'home.dispute', icon: MessageSquareWarning },
];

/**
 * /debtor (role debtor, docs/product/debtor-portal.md): the welcome header with Make a Payment as the
 * primary action, the three balance tiles and how they add up, the payment progress with its inputs,
 * the accounts and the other ways forward. Every figure comes from the one account summary. With no
 * account linked, 'No Accounts Found' with why, Try Again and Contact Us.
 */
export function DebtorHomePage() {
  const { t } = useTranslation('portal');
  const { user } = useAuth();
  const { state, list, summary, noAccounts } = usePortalAccounts();
  if (!user) return null;

  const firstName = user.firstName || list[0]?.account.first_name || user.username;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
            {t('home.welcome', { name: firstName })}
          </h1>
          <p className="mt-1 text-gray-700">{t('home.standing')}</p>
        </div>
        {summary && list.length > 0 && (
          <Link
            to="/payment-center"
            className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
            data-testid="make-payment"
          >
            <CreditCard className="size-5" aria-hidden="true" />
            {t('home.makePayment')}
          </Link>
        )}
      </div>
      {noAccounts ? (
        <NoAccounts findLabel={t('home.tryAgain')} />
      ) : (
        <>
          <QueryState<unknown> query={state} what={t('home.loading')} />
          {summary && (
            <>
              <PlanCard hasBalance={(parseCents(summary.totals.currentBalance) ?? 0) > 0} />
              <BalanceTiles summary={summary} />
              <PaymentProgress progress={summary.progress} />
              <AccountDetails items={list} />
            </>
          )}
          {/* After the summary: shown earlier, the tiles arriving above would push it down (CLS). */}
          {!state.isPending && (
            <nav aria-label={t('home.actionsLabel')}>
              <ul className="grid gap-4 sm:grid-cols-3">
                {MORE_ACTIONS.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-16 items-center gap-3 rounded-lg border border-gray-200 bg-white px-5 font-semibold text-gray-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
                    >
                      <Icon className="size-6 text-brand-600" aria-hidden="true" />
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
