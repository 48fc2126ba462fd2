import { formatPhone } from '@arrears/domain';
import {
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  MessageSquareWarning,
  Smartphone,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/features/language';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { useAuth } from './auth-context';
import { LogoutButton } from './logout-button';

/** The portal pages every signed-in customer may open (docs/product/debtor-portal.md); debtors also get their home. */
const DEBTOR_HOME_LINK = { to: '/debtor', label: 'account.links.dashboard', icon: LayoutDashboard };
const PORTAL_LINKS = [
  { to: '/payment', label: 'account.links.payment', icon: CreditCard },
  { to: '/payment-history', label: 'account.links.history', icon: History },
  { to: '/documents', label: 'account.links.documents', icon: FileText },
  { to: '/dispute-portal', label: 'account.links.disputes', icon: MessageSquareWarning },
  { to: '/text-opt-in', label: 'account.links.textOptIn', icon: Smartphone },
] as const;

/**
 * The signed-in customer's profile and links to the portal pages (route guarded by ProtectedRoute), in
 * the language the visitor chose (English or Spanish, as the rest of the portal).
 */
export function AccountPage() {
  const { t } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const { user } = useAuth();
  if (!user) return null; // the guard redirects before this renders
  const links = user.role === 'debtor' ? [DEBTOR_HOME_LINK, ...PORTAL_LINKS] : PORTAL_LINKS;

  const profile: Array<[string, string]> = [
    [t('account.name'), `${user.firstName} ${user.lastName}`.trim()],
    [t('account.username'), user.username],
    [t('account.email'), user.email],
    [t('account.phone'), user.phone ? formatPhone(user.phone) : t('account.notProvided')],
    [t('account.role'), t(`account.roles.${user.role}`)],
  ];

  return (
    <AuthPageShell wide topBarEnd={<LanguageSwitch />}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('account.title')}</h1>
          <p className="mt-1 text-gray-700">
            {t('account.welcome', { name: user.firstName || user.username })}
          </p>
        </div>
        <LogoutButton label={common('header.logout')} pendingLabel={common('header.loggingOut')} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('account.profile')}</CardTitle>
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
            <CardTitle>{t('account.pages')}</CardTitle>
          </CardHeader>
          <CardContent>
            <nav aria-label={t('account.pagesLabel')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {links.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex min-h-14 items-center gap-3 rounded-lg border border-gray-200 px-4 font-medium text-gray-800 hover:border-brand-300 hover:bg-brand-50"
                    >
                      <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </CardContent>
        </Card>
      </div>

      <div className="mt-8">
        <BackToHomeLink label={t('backToHome')} />
      </div>
    </AuthPageShell>
  );
}
