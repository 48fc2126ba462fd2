import { ADMIN_MESSAGES } from '@arrears/domain';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';

export const ACCESS_DENIED_TEXT =
  "You don't have permission to access this page. This area is restricted to authorized personnel only.";

/**
 * The texts a refused role can see (docs/product/public-site.md): one for the default wrapper, one for
 * the admin area (with 'Return to Home'). A route entry picks one with its `denied` field.
 */
export const ACCESS_DENIED_VARIANTS = {
  restricted: { message: ACCESS_DENIED_TEXT, linkLabel: 'Back Home' },
  'admin-feature': { message: ADMIN_MESSAGES.featureRequiresAdmin, linkLabel: 'Return to Home' },
} as const;
export type AccessDeniedVariant = keyof typeof ACCESS_DENIED_VARIANTS;

export interface AccessDeniedPageProps {
  message?: string;
  /** The label of the link to / (ignored when `action` is given). */
  linkLabel?: string;
  /** Replaces the link, e.g. the Go Back button of /admin-login. */
  action?: ReactNode;
}

/** Shown by the route guards when the signed-in role is not allowed (docs/product/public-site.md). */
export function AccessDeniedPage({
  message = ACCESS_DENIED_VARIANTS.restricted.message,
  linkLabel = ACCESS_DENIED_VARIANTS.restricted.linkLabel,
  action,
}: AccessDeniedPageProps) {
  const { t } = useTranslation('errors');
  // The public page's own words follow the reader's language; the back office's (admin-feature) stay English.
  const words = message === ACCESS_DENIED_TEXT ? t('accessDenied.restricted') : message;
  const link =
    linkLabel === ACCESS_DENIED_VARIANTS.restricted.linkLabel ? t('accessDenied.backHome') : linkLabel;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <ShieldX className="size-14 text-danger-700" aria-hidden="true" />
      <h1 className="mt-4 font-bold text-3xl text-gray-900">{t('accessDenied.title')}</h1>
      <p className="mt-3 text-gray-700">{words}</p>
      {action ?? (
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          {link}
        </Link>
      )}
    </section>
  );
}
