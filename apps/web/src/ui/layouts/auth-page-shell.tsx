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
export function AuthPageShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { pathname } = useLocation();
  const ownTopBar = !showsSiteChrome(pathname);
  return (
    <div className="flex-1 bg-gray-50">
      {ownTopBar && (
        <div className="border-gray-200 border-b bg-white" data-testid="page-top-bar">
          <div className="mx-auto flex max-w-5xl items-center px-4 py-2 sm:px-6">
            <BrandLogo />
          </div>
        </div>
      )}
      <div className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-5xl' : 'max-w-md'}`}>
        {children}
      </div>
    </div>
  );
}

export function BackToHomeLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline ${className}`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Home
    </Link>
  );
}
