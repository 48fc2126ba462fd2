import { forgotPasswordSchema, PASSWORD_MESSAGES, PASSWORD_RULES } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useCountdown } from '@/features/session';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { AuthPageShell } from '@/ui/layouts/auth-page-shell';
import { jsonErrorText } from './api/error-text';
import { useForgotPasswordMutation } from './api/forgot-password';
import { PasswordPageLinks } from './components/password-page-links';
import { usePasswordPageText } from './components/password-page-text';
import { SIGN_IN_PAGES, signInPathOf } from './components/sign-in-target';

interface ForgotForm {
  email: string;
}

/** docs/product/back-office.md: the server's words, else the generic failure; no answer at all is a network error. */
function forgotErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return PASSWORD_MESSAGES.networkError;
  return jsonErrorText(error) ?? PASSWORD_MESSAGES.forgotFailed;
}

/**
 * /forgot-password (docs/product/back-office.md): e-mail, then the answer and a 5 s countdown to
 * /admin-login, or to /login when the customer sign-in sent the person here (?from=login).
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signInPath = signInPathOf(params.get('from'));
  const debtorSide = signInPath === '/login';
  const { t, text } = usePasswordPageText(debtorSide);
  const mutation = useForgotPasswordMutation();
  const [deadline, setDeadline] = useState<number | null>(null);
  const secondsLeft = useCountdown(deadline, () => navigate(signInPath));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotForm>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    mutation.mutate(email, {
      onSuccess: () => setDeadline(Date.now() + PASSWORD_RULES.forgotRedirectSeconds * 1000),
    }),
  );

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">{t('forgot.title')}</h1>
          <CardDescription>{t('forgot.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          {mutation.isSuccess ? (
            <div className="space-y-4">
              <Alert tone="success" className="flex gap-3">
                <MailCheck className="size-5 shrink-0" aria-hidden="true" />
                <span>{text(mutation.data?.message || PASSWORD_MESSAGES.forgotAccepted)}</span>
              </Alert>
              <p className="text-gray-700 text-sm" aria-live="polite">
                {debtorSide
                  ? t('forgot.returning', { seconds: secondsLeft ?? PASSWORD_RULES.forgotRedirectSeconds })
                  : `${SIGN_IN_PAGES[signInPath].returning} in ${secondsLeft ?? PASSWORD_RULES.forgotRedirectSeconds} seconds...`}
              </p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('forgot.formLabel')}>
              {mutation.isError && <Alert tone="danger">{text(forgotErrorText(mutation.error))}</Alert>}
              <TextField
                label={t('forgot.email')}
                type="email"
                autoComplete="email"
                error={text(errors.email?.message)}
                {...register('email')}
              />
              <Button type="submit" fullWidth disabled={mutation.isPending}>
                {mutation.isPending ? t('forgot.sending') : t('forgot.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <PasswordPageLinks signInPaths={[signInPath]} debtorSide={debtorSide} />
    </AuthPageShell>
  );
}
