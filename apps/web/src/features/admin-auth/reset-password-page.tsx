import { PASSWORD_MESSAGES, PASSWORD_RULES, resetPasswordFormSchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { AuthPageShell } from '@/ui/layouts/auth-page-shell';
import { jsonErrorText } from './api/error-text';
import { useResetPasswordMutation } from './api/reset-password';
import { PasswordPageLinks } from './components/password-page-links';
import { usePasswordPageText } from './components/password-page-text';
import { SIGN_IN_PAGES, type SignInPath } from './components/sign-in-target';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/**
 * /reset-password?token=… (docs/product/back-office.md): a new password twice; 2 s after success the
 * sign-in page the server names for that login (/admin-login for admin and staff, /login for everyone
 * else; decision 0044). Without a token there is nothing to reset: the page says so and links to a
 * new request.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const mutation = useResetPasswordMutation();
  // Reached from an e-mailed link: the site's language, English unless the reader chose Spanish.
  const { t, text } = usePasswordPageText(true);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          const signInPath = signInPathOfAnswer(answer);
          redirectTimer.current = setTimeout(() => navigate(signInPath), PASSWORD_RULES.resetRedirectMs);
        },
      },
    ),
  );

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">{t('reset.title')}</h1>
          <CardDescription>{t('reset.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          {!token ? (
            <div className="space-y-4">
              <Alert tone="danger">{text(PASSWORD_MESSAGES.invalidResetLink)}</Alert>
              <Link
                to="/forgot-password"
                className="inline-flex min-h-11 items-center rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('reset.requestNew')}
              </Link>
            </div>
          ) : mutation.isSuccess ? (
            <div className="space-y-3">
              <Alert tone="success">{text(PASSWORD_MESSAGES.resetDone)}</Alert>
              <p className="text-gray-700 text-sm">
                {signInPathOfAnswer(mutation.data) === '/login'
                  ? t('reset.taking')
                  : SIGN_IN_PAGES['/admin-login'].taking}
              </p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('reset.formLabel')}>
              {mutation.isError && (
                <Alert tone="danger">
                  {text(jsonErrorText(mutation.error) ?? PASSWORD_MESSAGES.resetFailed)}
                </Alert>
              )}
              <TextField
                label={t('reset.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('reset.newPasswordHint')}
                error={text(errors.password?.message)}
                {...register('password')}
              />
              <TextField
                label={t('reset.confirmPassword')}
                type="password"
                autoComplete="new-password"
                error={text(errors.confirmPassword?.message)}
                {...register('confirmPassword')}
              />
              <Button type="submit" fullWidth disabled={mutation.isPending}>
                {mutation.isPending ? t('reset.resetting') : t('reset.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      {/* Until the server names the login's page, both sign-in pages are offered. */}
      <PasswordPageLinks
        signInPaths={mutation.isSuccess ? [signInPathOfAnswer(mutation.data)] : ['/login', '/admin-login']}
        debtorSide
      />
    </AuthPageShell>
  );
}

/** The answer's sign-in page; an answer without one (an older server) keeps the spec's /admin-login. */
function signInPathOfAnswer(answer: { signInPath?: SignInPath } | undefined): SignInPath {
  return answer?.signInPath ?? '/admin-login';
}
