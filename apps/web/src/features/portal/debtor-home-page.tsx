import { centsToDecimal, formatMoneyIn, parseCents } from '@arrears/domain';
import { CreditCard, FileText, History, type LucideIcon, MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { useLanguage } from '@/features/language';
import { NoAccounts } from '@/features/payments';
import { buttonClasses } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { useAccountStatusQuery } from './api/account-status';
import { AccountStatusCard } from './components/account-status-card';

const MORE_ACTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/payment-history', label: 'home.paymentHistory', icon: History },
  { to: '/documents', label: 'home.documents', icon: FileText },
  { to: '/dispute-portal', label: 'home.dispute', icon: MessageSquareWarning },
];

/**
 * /debtor (role debtor, docs/product/debtor-portal.md; decision 0120): a status page. The welcome with
 * Make a Payment as the primary action, then one card per account: its one balance and what is
 * happening on it (a dispute and whether collection waits, the plan or promise, the dispute deadline).
 * With no account linked, 'No Accounts Found' with why, Try Again and Contact Us.
 */
export function DebtorHomePage() {
  const { t } = useTranslation('portal');
  const { current: language } = useLanguage();
  const { user } = useAuth();
  const status = useAccountStatusQuery();
  if (!user) return null;

  const accounts = status.data?.accounts ?? [];
  const noAccounts = status.isSuccess && accounts.length === 0;
  const totalCents = accounts.reduce((sum, a) => sum + (parseCents(a.currentBalance) ?? 0), 0);
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
            {t('home.welcome', { name: user.firstName || user.username })}
          </h1>
          <p className="mt-1 text-gray-700">{t('home.standing')}</p>
        </div>
        {accounts.length > 0 && totalCents > 0 && (
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
          <QueryState<unknown> query={status} what={t('home.loading')} />
          {accounts.length > 1 && (
            <p className="text-gray-800" data-testid="total-owed">
              {t('home.total', {
                count: accounts.length,
                amount: formatMoneyIn(centsToDecimal(totalCents), language),
              })}
            </p>
          )}
          {accounts.length > 0 && (
            <section aria-label={t('home.accountsLabel')} className="space-y-4">
              {accounts.map((account) => (
                <AccountStatusCard key={account.id} status={account} />
              ))}
            </section>
          )}
          {/* After the cards: shown earlier, the cards arriving above would push it down (CLS). */}
          {!status.isPending && (
            <nav aria-label={t('home.actionsLabel')}>
              <ul className="grid gap-3 sm:grid-cols-3">
                {MORE_ACTIONS.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-14 items-center gap-3 rounded-lg border border-gray-200 bg-white px-5 font-semibold text-gray-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
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
