import {
  ADMIN_MESSAGES,
  ADMIN_REDIRECT_DELAY_MS,
  type AdminLoginPayload,
  adminLoginSchema,
  homePathFor,
  isAgencyRole,
  type User,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import {
  CredentialFields,
  CURRENT_USER_QUERY_KEY,
  isMfaChallenge,
  LogoutButton,
  useAuth,
} from '@/features/auth';
import { AccessDeniedPage } from '@/features/errors';
import { Alert } from '@/ui/alert';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { PageSpinner } from '@/ui/spinner';
import { adminLoginErrorText, isSignInElsewhere, useAdminLoginMutation } from './api/admin-login';
import { MfaLoginStep } from './components/mfa-login-step';

const EMPTY: AdminLoginPayload = { username: '', password: '' };

/**
 * /admin-login, the agency's one staff sign-in (docs/product/back-office.md, decision 0116): username and
 * password, the second-factor step when the answer asks for it, then the role's home 100 ms after
 * success (admin and staff /admin, a collector My queue). Signed-in agency users go straight to their
 * home; a debtor or a client's user is told where they sign in instead.
 */
export function AdminLoginPage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useAdminLoginMutation();
  const [mfaStep, setMfaStep] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<AdminLoginPayload>({
    resolver: zodResolver(adminLoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (isLoading) return <PageSpinner />;
  if (signedIn) return <PageSpinner label="Opening the admin portal" />;
  if (user && isAgencyRole(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  if (user) return <NotAdminAccount home={homePathFor(user.role)} />;

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if (isMfaChallenge(answer)) {
          setMfaStep(true);
          return;
        }
        setSignedIn(true);
        queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, answer);
        redirectTimer.current = setTimeout(
          () => navigate(homePathFor(answer.role), { replace: true }),
          ADMIN_REDIRECT_DELAY_MS,
        );
      },
    });
  });

  const backToLogin = () => {
    form.reset(EMPTY);
    loginMutation.reset();
    setMfaStep(false);
  };

  return (
    <AuthPageShell>
      {mfaStep ? (
        <MfaLoginStep
          onVerified={(verified) => navigate(homePathFor(verified.role), { replace: true })}
          onBack={backToLogin}
        />
      ) : (
        <Card>
          <CardHeader>
            <ShieldCheck className="size-8 text-brand-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-gray-900">Admin Portal Login</h1>
            <CardDescription>
              For the agency's administrators, staff and collectors. Customers and client users sign in on{' '}
              <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
                the customer sign-in page
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Admin sign in">
              {loginMutation.isError && <LoginError error={loginMutation.error} />}
              <CredentialFields register={register} errors={errors} />
              <Button type="submit" fullWidth disabled={loginMutation.isPending}>
                {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
            <p className="mt-5 text-center text-sm">
              <Link
                to="/forgot-password"
                className="inline-flex min-h-11 items-center rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Forgot your password?
              </Link>
            </p>
          </CardContent>
        </Card>
      )}
      <div className="mt-6 flex justify-center">
        <BackToHomeLink />
      </div>
    </AuthPageShell>
  );
}

/** The refusal; one that sends the user to their own sign-in links to it. */
function LoginError({ error }: { error: unknown }) {
  const text = adminLoginErrorText(error);
  return (
    <Alert tone="danger">
      {text}
      {isSignInElsewhere(text) && (
        <>
          {' '}
          <Link to="/login" className="font-semibold underline underline-offset-2">
            Go to the customer sign-in
          </Link>
        </>
      )}
    </Alert>
  );
}

/** docs/product/back-office.md: a signed-in debtor or client's user opening the staff sign-in. */
function NotAdminAccount({ home }: { home: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the page before (in the app or, after a full load, in the tab); with none, home.
  const hasPrevious = location.key !== 'default' || window.history.length > 1;
  const goBack = () => (hasPrevious ? navigate(-1) : navigate('/'));
  return (
    <AccessDeniedPage
      message={ADMIN_MESSAGES.notAdminAccount}
      action={
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={goBack}>Go Back</Button>
          <Link to={home} className={buttonClasses({ variant: 'outline' })}>
            Go to my pages
          </Link>
          <LogoutButton label="Log Out" />
        </div>
      }
    />
  );
}
