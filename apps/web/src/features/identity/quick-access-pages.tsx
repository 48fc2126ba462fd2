import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import type { QuickAccessVariant } from './identity-variants';
import { QuickAccessFlow } from './quick-access-flow';

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function QuickAccessPageFor({ variant }: { variant: QuickAccessVariant }) {
  const { t } = useTranslation('identity');
  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">{t(`${variant}.heading`)}</h1>
          <CardDescription>{t(`${variant}.intro`)}</CardDescription>
        </CardHeader>
        <CardContent>
          <QuickAccessFlow variant={variant} />
          <p className="mt-5 flex items-start gap-2 text-gray-600 text-sm">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {t('page.encrypted')}
          </p>
        </CardContent>
      </Card>
      <div className="mt-6 space-y-2 text-center text-gray-700 text-sm">
        <p>
          {t('page.haveLogin')}{' '}
          <Link to="/auth" className={linkClasses}>
            {t('page.signIn')}
          </Link>
        </p>
        <p>
          {t('page.wantLogin')}{' '}
          <Link to="/register-debtor" className={linkClasses}>
            {t('page.createAccount')}
          </Link>
        </p>
        <BackToHomeLink label={t('page.backToHome')} />
      </div>
    </AuthPageShell>
  );
}

/** /quick-access (Pay Bill): verified debtors go to /debtor. */
export function QuickAccessPage() {
  return <QuickAccessPageFor variant="quick" />;
}

/** /dispute-quick-access (Dispute Bill): verified debtors go to /dispute-portal. */
export function DisputeQuickAccessPage() {
  return <QuickAccessPageFor variant="dispute" />;
}
