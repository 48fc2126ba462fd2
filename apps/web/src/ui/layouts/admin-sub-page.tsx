import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/ui/brand-logo';
import { cn } from '@/ui/cn';
import { AdminTopBarAccount } from './admin-top-bar-account';

export interface AdminSubPageProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Extra controls on the title row (e.g. a refresh button). */
  actions?: ReactNode;
  /** Page width: forms are narrow, tables wide. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The frame of every admin sub-page (docs/product/back-office.md): a slim top bar with the signed-in user and Log Out,
 * the 'Back to Admin Portal' link to /admin, then the page's title and content.
 */
export function AdminSubPage({ title, description, actions, width = 'narrow', children }: AdminSubPageProps) {
  const account = useContext(AdminTopBarAccount);
  const container = cn('mx-auto px-4 sm:px-6', width === 'wide' ? 'max-w-6xl' : 'max-w-2xl');
  return (
    <div className="min-h-screen flex-1 bg-gray-50">
      <header className="border-gray-200 border-b bg-white">
        <div className={cn(container, 'flex flex-wrap items-center justify-between gap-3 py-2')}>
          <BrandLogo />
          {account}
        </div>
      </header>
      <div className={cn(container, 'py-6 sm:py-8')}>
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Admin Portal
        </Link>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{title}</h1>
            {description && <p className="mt-1 text-gray-700">{description}</p>}
          </div>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
