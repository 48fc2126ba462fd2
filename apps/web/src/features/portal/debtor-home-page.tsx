import { CreditCard, FileText, History, type LucideIcon, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { useCustomerAccountsQuery, usePaymentTotalsQuery } from '@/features/payments';
import { buttonClasses } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { AccountDetails, BalanceTiles, PaymentProgress } from './components/debtor-overview';
import { debtorTotalsOf } from './debtor-totals';

const ACTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/payment-center', label: 'Make a Payment', icon: CreditCard },
  { to: '/payment-history', label: 'Payment History', icon: History },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/dispute-portal', label: 'Dispute a Debt', icon: MessageSquareWarning },
];

/**
 * /debtor (role debtor, docs/product/debtor-portal.md): the welcome header, three balance tiles from the debtor
 * totals, the accounts, the payment progress bar and the four ways forward; with no account
 * linked, 'No Accounts Found' with Contact Us and Try Again.
 */
export function DebtorHomePage() {
  const { user } = useAuth();
  const accounts = useCustomerAccountsQuery();
  const totals = usePaymentTotalsQuery();
  if (!user) return null;

  const list = accounts.data ?? [];
  const firstName = user.firstName || list[0]?.first_name || user.username;
  const loading = accounts.isPending || accounts.isError ? accounts : totals;
  const sums = accounts.isSuccess && totals.isSuccess ? debtorTotalsOf(list, totals.data) : null;

  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{`Welcome, ${firstName}`}</h1>
        <p className="mt-1 text-gray-700">Here is where your account stands today.</p>
      </div>
      {accounts.isSuccess && list.length === 0 ? (
        <NoAccountsFound />
      ) : (
        <>
          <QueryState<unknown> query={loading} what="account summary" />
          {sums && (
            <>
              <BalanceTiles totals={sums} />
              <PaymentProgress totals={sums} />
              <AccountDetails accounts={list} />
            </>
          )}
          {/* After the summary: shown earlier, the tiles arriving above would push it down (CLS). */}
          {!loading.isPending && (
            <nav aria-label="Account actions">
              <ul className="grid gap-4 sm:grid-cols-2">
                {ACTIONS.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-16 items-center gap-3 rounded-lg border border-gray-200 bg-white px-5 font-semibold text-gray-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
                    >
                      <Icon className="size-6 text-brand-600" aria-hidden="true" />
                      {label}
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

function NoAccountsFound() {
  return (
    <Card>
      <CardContent className="space-y-3 text-center">
        <h2 className="font-semibold text-gray-900 text-xl">No Accounts Found</h2>
        <p className="text-gray-700">
          We could not find an account linked to your sign-in. Contact us, or try finding your account again
          with your details.
        </p>
        <div className="flex flex-col justify-center gap-3 pt-2 sm:flex-row">
          <Link to="/#contact" className={buttonClasses({ variant: 'outline' })}>
            Contact Us
          </Link>
          <Link to="/quick-access" className={buttonClasses()}>
            Try Again
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
