import { CreditCard, FileText, History, type LucideIcon, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';

const ACTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/payment-center', label: 'Make a Payment', icon: CreditCard },
  { to: '/payment-history', label: 'Payment History', icon: History },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/dispute-portal', label: 'Dispute a Debt', icon: MessageSquareWarning },
];

/**
 * /debtor (role debtor): the welcome header and the four ways forward of spec 3 §2.3. The
 * balance tiles, account details and progress bar arrive with the debtor portal's account calls.
 */
export function DebtorHomePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
        Welcome, {user.firstName || user.username}
      </h1>
      <p className="mt-1 text-gray-700">Everything about your account, in one place.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-16 items-center gap-3 rounded-lg border border-gray-200 bg-white px-5 font-semibold text-gray-900 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon className="size-6 text-brand-600" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
