import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The account screens' frame (docs/product/accounts-import.md): the 'Back to Admin Portal' link above the content. The
 * back office's frame around it has the areas (Dashboard, Accounts, Import among them), the signed-in user and Log Out.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1 bg-gray-50 px-4 py-6 sm:px-6 lg:py-8">
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
    </div>
  );
}
