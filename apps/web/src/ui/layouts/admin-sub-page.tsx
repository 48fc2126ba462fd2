import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/ui/cn';

export interface AdminSubPageProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Extra controls on the title row (e.g. a refresh button). */
  actions?: ReactNode;
  /** Page width: forms are narrow, tables wide. */
  width?: 'narrow' | 'wide';
  /** False for a user the Admin Portal refuses (a collector): the link would lead to Access Denied. */
  backToPortal?: boolean;
  children: ReactNode;
}

/**
 * The head of every admin sub-page (docs/product/back-office.md): the 'Back to Admin Portal' link to /admin, then the
 * page's title and content. The back office's frame around it has the signed-in user and Log Out.
 */
export function AdminSubPage({
  title,
  description,
  actions,
  width = 'narrow',
  backToPortal = true,
  children,
}: AdminSubPageProps) {
  const container = cn('mx-auto px-4 sm:px-6', width === 'wide' ? 'max-w-6xl' : 'max-w-2xl');
  return (
    <div className="flex-1 bg-gray-50">
      <div className={cn(container, 'py-6 sm:py-8')}>
        {backToPortal && (
          <Link
            to="/admin"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Admin Portal
          </Link>
        )}
        <div className={cn(backToPortal && 'mt-2', 'flex flex-wrap items-end justify-between gap-3')}>
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
