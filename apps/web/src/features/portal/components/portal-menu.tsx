import {
  CalendarClock,
  CreditCard,
  FileText,
  House,
  type LucideIcon,
  MessageSquareWarning,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The portal's six places (decision 0120), each an existing debtor page. */
export const PORTAL_MENU: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/debtor', label: 'menu.home', icon: House },
  { to: '/payment-center', label: 'menu.pay', icon: CreditCard },
  { to: '/payment-plan', label: 'menu.plan', icon: CalendarClock },
  { to: '/documents', label: 'menu.documents', icon: FileText },
  { to: '/dispute-portal', label: 'menu.disputes', icon: MessageSquareWarning },
  { to: '/account', label: 'menu.profile', icon: UserRound },
];

/** The portal pages the menu shows on (the profile page has a frame of its own). */
const PORTAL_PATHS = new Set([
  '/debtor',
  '/payment',
  '/payment-center',
  '/payment-plan',
  '/payment-history',
  '/documents',
  '/dispute-portal',
]);

export const showsPortalMenu = (pathname: string) => PORTAL_PATHS.has(pathname);

/**
 * The signed-in debtor's menu under the site header: on a phone two rows of three, each a large
 * target with its word; from 640 px one row. The page the debtor is on is marked.
 */
export function PortalMenu() {
  const { t } = useTranslation('portal');
  return (
    <nav aria-label={t('menu.label')} className="border-gray-200 border-b bg-white" data-testid="portal-menu">
      <ul className="mx-auto grid max-w-5xl grid-cols-3 gap-1 px-2 py-2 sm:flex sm:justify-center sm:gap-2 sm:px-6">
        {PORTAL_MENU.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 font-medium text-sm sm:px-3 ${
                  isActive
                    ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200'
                    : 'text-gray-800 hover:bg-gray-50 hover:text-brand-800'
                }`
              }
            >
              <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
