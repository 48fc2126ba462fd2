import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { BackToHomeLink } from '@/ui/layouts/auth-page-shell';

/** The links under the password pages (docs/product/back-office.md): the admin sign-in and home. */
export function PasswordPageLinks() {
  return (
    <nav aria-label="Other pages" className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-1">
      <Link
        to="/admin-login"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
      >
        <LogIn className="size-4" aria-hidden="true" />
        Back to Admin Login
      </Link>
      <BackToHomeLink />
    </nav>
  );
}
