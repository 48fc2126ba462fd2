import { ArrowLeft, FileUp, LayoutDashboard, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoutButton, useAuth } from '@/features/auth';
import { BrandLogo } from '@/ui/brand-logo';
import { cn } from '@/ui/cn';

const NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/accounts', label: 'Accounts', icon: Users, end: false },
  { to: '/admin/import', label: 'Import Data', icon: FileUp, end: true },
] as const;

/**
 * The account screens' frame (docs/product/accounts-import.md): a sidebar with Dashboard, Accounts and Import Data and
 * the signed-in user with Logout; on a phone the sidebar sits above the content.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="min-h-screen flex-1 bg-gray-50 lg:flex">
      <aside className="border-gray-200 border-b bg-white lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0">
        <div className="flex h-full flex-col gap-4 p-4">
          <BrandLogo />
          <nav aria-label="Back office">
            <ul className="flex flex-wrap gap-1 lg:flex-col">
              {NAV.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100',
                      )
                    }
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {user && (
            <div className="flex flex-wrap items-center justify-between gap-3 border-gray-200 border-t pt-4 lg:mt-auto lg:flex-col lg:items-stretch">
              <div className="text-sm" data-testid="account-sidebar-user">
                <p className="font-semibold text-gray-900">
                  {`${user.firstName} ${user.lastName}`.trim() || user.username}
                </p>
                <p className="break-all text-gray-600">{user.email}</p>
                <p className="text-gray-600">{`Role: ${user.role}`}</p>
              </div>
              <LogoutButton label="Logout" size="sm" />
            </div>
          )}
        </div>
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <div className="mx-auto max-w-5xl">
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Admin Portal
          </Link>
          <div className="mt-2">{children}</div>
        </div>
      </main>
    </div>
  );
}
