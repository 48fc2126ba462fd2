import { homePathFor, type LoginPayload, loginPayloadSchema, type User } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { MFA_LOGIN_STEP_WORDS, MfaLoginStep, type MfaLoginStepWords } from '@/features/admin-auth';
import { LanguageSwitch } from '@/features/language';
import { useMessageText } from '@/lib/use-message-text';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { PageSpinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { isMfaChallenge } from './api/login';
import { useAuth } from './auth-context';
import { CredentialFields } from './components/credential-fields';

const EMPTY: LoginPayload = { username: '', password: '' };
const MFA_WORD_KEYS = Object.keys(MFA_LOGIN_STEP_WORDS) as (keyof MfaLoginStepWords)[];

/**
 * The customer sign-in page at /login and /auth (docs/product/sign-in.md). A user with two-factor gets the
 * same second step as /admin-login; once verified, the user's home (the stored user redirects).
 */
export function LoginPage() {
  const { user, isLoading, loginMutation } = useAuth();
  const { t } = useTranslation('auth');
  const messageText = useMessageText('auth');
  const [mfaStep, setMfaStep] = useState(false);
  const form = useForm<LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  if (isLoading) return <PageSpinner />;
  // Signed in (already, or just now): on to the user's home.
  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if (isMfaChallenge(answer)) setMfaStep(true);
      },
    });
  });

  const backToLogin = () => {
    form.reset(EMPTY);
    loginMutation.reset();
    setMfaStep(false);
  };

  const pending = loginMutation.isPending;
  if (mfaStep) {
    const mfaWords = Object.fromEntries(MFA_WORD_KEYS.map((key) => [key, t(`mfa.${key}`)]));
    return (
      <AuthPageShell>
        <MfaLoginStep
          onVerified={greet}
          onBack={backToLogin}
          words={mfaWords as Record<keyof MfaLoginStepWords, string>}
          messageText={(message) => messageText(message) ?? message}
        />
        <div className="mt-6 flex justify-center">
          <BackToHomeLink label={t('backToHome')} />
        </div>
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell topBarEnd={<LanguageSwitch />}>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">{t('signIn.title')}</h1>
          <CardDescription>{t('signIn.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('signIn.formLabel')}>
            <CredentialFields
              register={register}
              errors={errors}
              labels={{ username: t('fields.username'), password: t('fields.password') }}
              messageText={messageText}
            />
            <Button type="submit" fullWidth disabled={pending}>
              {pending ? t('signIn.pending') : t('signIn.submit')}
            </Button>
          </form>
          <p className="mt-3 text-center">
            {/* The reset flow works for every login; ?from=login brings the person back here. */}
            <Link
              to="/forgot-password?from=login"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
            >
              {t('signIn.forgotPassword')}
            </Link>
          </p>
          <div className="mt-4 border-gray-200 border-t pt-5">
            <Link
              to="/quick-access"
              className={buttonClasses({
                variant: 'outline',
                fullWidth: true,
                className: 'py-2.5 text-center',
              })}
            >
              <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
              {t('signIn.noLogin')}
            </Link>
          </div>
          <p className="mt-6 text-center text-gray-700 text-sm">
            {t('signIn.newHere')}{' '}
            <Link to="/register" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('signIn.createAccount')}
            </Link>
          </p>
        </CardContent>
      </Card>
      <div className="mt-6 flex justify-center">
        <BackToHomeLink label={t('backToHome')} />
      </div>
    </AuthPageShell>
  );
}

/** The same greeting as a sign-in without a second factor (the redirect follows the stored user). */
function greet(user: User) {
  toast({
    title: 'Login Successful',
    description: `Welcome back, ${user.firstName || user.username}!`,
    variant: 'success',
    duration: 3000,
  });
}
