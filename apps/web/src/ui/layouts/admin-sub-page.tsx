import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

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
 * The head of every admin sub-page (docs/product/back-office.md): the page's title and content. The back
 * office's frame around it has the breadcrumb back to the home (decision 0118), the signed-in user and Log Out.
 */
export function AdminSubPage({ title, description, actions, width = 'narrow', children }: AdminSubPageProps) {
  const container = cn('mx-auto px-4 sm:px-6', width === 'wide' ? 'max-w-6xl' : 'max-w-2xl');
  return (
    <div className="flex-1 bg-gray-50">
      <div className={cn(container, 'py-6 sm:py-8')}>
        <div className="flex flex-wrap items-end justify-between gap-3">
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
