import type { ReactNode } from 'react';

/**
 * The account screens' frame (docs/product/accounts-import.md): the content, in the back office's frame
 * with the breadcrumb back to Accounts and the home (decision 0118), the areas, the signed-in user and Log Out.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-w-0 flex-1 bg-gray-50 px-4 py-6 sm:px-6 lg:py-8">
      <div className="mx-auto max-w-5xl">{children}</div>
    </div>
  );
}
