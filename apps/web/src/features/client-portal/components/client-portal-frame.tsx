import { BarChart3, FileUp, KeyRound, Landmark, List, LockKeyhole, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LogoutButton, useAuth } from '@/features/auth';
import { BrandLogo } from '@/ui/brand-logo';
import { cn } from '@/ui/cn';

/**
 * The client portal's areas, then the user's own login: the password and two-factor (decision 0089).
 */
export const CLIENT_NAV = [
  { to: '/client', label: 'Dashboard', icon: BarChart3, end: true },
  { to: '/client/accounts', label: 'Accounts', icon: List, end: false },
  { to: '/client/placements', label: 'Placements', icon: FileUp, end: false },
  { to: '/client/transactions', label: 'Transactions', icon: Receipt, end: false },
  { to: '/client/remittances', label: 'Remittances', icon: Landmark, end: false },
  { to: '/client/change-password', label: 'Change Password', icon: LockKeyhole, end: true },
  { to: '/client/mfa-setup', label: 'Two-Factor', icon: KeyRound, end: true },
] as const;

/**
 * The client portal's own frame: the brand, the client user, Log Out, the areas, then the page. A
 * user who must first set a password or two-factor (decision 0089) gets no areas: the server
 * refuses them meanwhile, and the step's page is the only one open.
 */
export function ClientPortalFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const pendingStep = !!user?.requiredStep;
  return (
    <div className="flex-1 bg-gray-50">
      <header className="border-gray-200 border-b bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandLogo />
            <span className="hidden font-semibold text-gray-900 md:inline">Client Portal</span>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            {user && (
              <span className="hidden text-gray-700 text-sm sm:inline">
                {user.firstName} {user.lastName}
              </span>
            )}
            <LogoutButton size="sm" label="Log Out" />
          </div>
        </div>
        {!pendingStep && (
          <nav aria-label="Client portal" className="mx-auto max-w-6xl px-2 sm:px-4">
            <ul className="flex flex-wrap gap-x-1">
              {CLIENT_NAV.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap border-b-2 px-2 font-medium text-sm sm:px-3',
                        isActive
                          ? 'border-brand-700 text-brand-800'
                          : 'border-transparent text-gray-700 hover:text-gray-900',
                      )
                    }
                  >
                    <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{title}</h1>
            {description && <p className="mt-1 text-gray-700">{description}</p>}
          </div>
          {actions}
        </div>
        <div className="mt-6 space-y-6">{children}</div>
      </div>
    </div>
  );
}
