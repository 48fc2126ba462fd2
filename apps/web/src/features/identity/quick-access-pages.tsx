import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { QUICK_ACCESS_VARIANTS, type QuickAccessVariant } from './identity-variants';
import { QuickAccessFlow } from './quick-access-flow';

const linkClasses = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function QuickAccessPageFor({ variant }: { variant: QuickAccessVariant }) {
  const info = QUICK_ACCESS_VARIANTS[variant];
  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">{info.heading}</h1>
          <CardDescription>{info.intro}</CardDescription>
        </CardHeader>
        <CardContent>
          <QuickAccessFlow variant={variant} />
          <p className="mt-5 flex items-start gap-2 text-gray-600 text-sm">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            Your information is sent over an encrypted connection and used only to find your account.
          </p>
        </CardContent>
      </Card>
      <div className="mt-6 space-y-2 text-center text-gray-700 text-sm">
        <p>
          Have a login?{' '}
          <Link to="/auth" className={linkClasses}>
            Sign in
          </Link>
        </p>
        <p>
          Want a username and password?{' '}
          <Link to="/register-debtor" className={linkClasses}>
            Create an account
          </Link>
        </p>
        <BackToHomeLink />
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
