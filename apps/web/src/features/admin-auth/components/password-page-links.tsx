import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { usePasswordPageText } from './password-page-text';
import type { SignInPath } from './sign-in-target';

/**
 * The links under the password pages (docs/product/back-office.md): the sign-in page(s) and home.
 * The admin sign-in unless the page knows the person signs in at /login (decision 0044).
 */
export function PasswordPageLinks({
  signInPaths = ['/admin-login'],
  debtorSide = false,
}: {
  signInPaths?: readonly SignInPath[];
  /** The page speaks the site's language (a debtor's way in); otherwise English. */
  debtorSide?: boolean;
}) {
  const { t } = usePasswordPageText(debtorSide);
  return (
    <nav
      aria-label={t('links.label')}
      className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-1"
    >
      {signInPaths.map((path) => (
        <Link
          key={path}
          to={path}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium text-brand-700 text-sm hover:underline"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {path === '/login' ? t('links.backToSignIn') : t('links.backToAdminLogin')}
        </Link>
      ))}
      <BackToHomeLink label={t('links.backToHome')} />
    </nav>
  );
}
