import type { User } from '@arrears/domain';
import {
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  MessageSquareWarning,
  Smartphone,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { useAuth } from './auth-context';
import { LogoutButton } from './logout-button';

const ROLE_LABELS: Record<User['role'], string> = {
  admin: 'Administrator',
  staff: 'Staff',
  collector: 'Collector',
  debtor: 'Customer',
  client: 'Client',
};

/** The portal pages every signed-in customer may open (docs/product/debtor-portal.md); debtors also get their home. */
const DEBTOR_HOME_LINK = { to: '/debtor', label: 'My Dashboard', icon: LayoutDashboard };
const PORTAL_LINKS = [
  { to: '/payment', label: 'Make a Payment', icon: CreditCard },
  { to: '/payment-history', label: 'Payment History', icon: History },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/dispute-portal', label: 'Disputes', icon: MessageSquareWarning },
  { to: '/text-opt-in', label: 'Text Message Opt-In', icon: Smartphone },
] as const;

/** The signed-in customer's profile and links to the portal pages (route guarded by ProtectedRoute). */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null; // the guard redirects before this renders
  const links = user.role === 'debtor' ? [DEBTOR_HOME_LINK, ...PORTAL_LINKS] : PORTAL_LINKS;

  const profile: Array<[string, string]> = [
    ['Name', `${user.firstName} ${user.lastName}`.trim()],
    ['Username', user.username],
    ['Email', user.email],
    ['Phone', user.phone || 'Not provided'],
    ['Role', ROLE_LABELS[user.role]],
  ];

  return (
    <AuthPageShell wide>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">My Account</h1>
          <p className="mt-1 text-gray-700">Welcome, {user.firstName || user.username}.</p>
        </div>
        <LogoutButton />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-gray-200" data-testid="account-profile">
              {profile.map(([label, value]) => (
                <div key={label} className="grid grid-cols-3 gap-4 py-3">
                  <dt className="font-medium text-gray-600 text-sm">{label}</dt>
                  <dd className="col-span-2 break-words text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Your Account Pages</CardTitle>
          </CardHeader>
          <CardContent>
            <nav aria-label="Account">
              <ul className="grid gap-3 sm:grid-cols-2">
                {links.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-14 items-center gap-3 rounded-lg border border-gray-200 px-4 font-medium text-gray-800 hover:border-brand-300 hover:bg-brand-50"
                    >
                      <Icon className="size-5 text-brand-600" aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </CardContent>
        </Card>
      </div>

      <div className="mt-8">
        <BackToHomeLink />
      </div>
    </AuthPageShell>
  );
}
