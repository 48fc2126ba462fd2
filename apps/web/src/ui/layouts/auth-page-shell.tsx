import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { showsSiteChrome } from '@/lib/layout-rules';
import { BrandLogo } from '@/ui/brand-logo';

/**
 * The frame of the sign-in, registration and account pages. Where the site header is hidden
 * (/register, /auth, /account) it draws a small top bar of its own with the logo; each page has
 * its own Back to Home link.
 */
export function AuthPageShell({
  children,
  wide = false,
  topBarEnd,
}: {
  children: ReactNode;
  wide?: boolean;
  /** Drawn at the end of the page's own top bar (e.g. the language switch where the site header is hidden). */
  topBarEnd?: ReactNode;
}) {
  const { pathname } = useLocation();
  const ownTopBar = !showsSiteChrome(pathname);
  return (
    <div className="flex-1 bg-gray-50">
      {ownTopBar && (
        <div className="border-gray-200 border-b bg-white" data-testid="page-top-bar">
          <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
            <BrandLogo />
            {topBarEnd}
          </div>
        </div>
      )}
      <div className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-5xl' : 'max-w-md'}`}>
        {children}
      </div>
    </div>
  );
}

/** `label`: the page's words for it (the debtor's pages pass their language's; the back office keeps English). */
export function BackToHomeLink({
  className = '',
  label = 'Back to Home',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline ${className}`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
