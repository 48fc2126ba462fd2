import { homePathFor, type RegisterWithProofForm, registerWithProofFormSchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AccountNumberField, BirthDateField, SsnLast4Field } from '@/features/identity';
import { LanguageSwitch } from '@/features/language';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMessageText } from '@/lib/use-message-text';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { PageSpinner } from '@/ui/spinner';
import { useAuth } from './auth-context';
import { RegisterNoMatch } from './components/register-no-match';

const EMPTY_FORM: RegisterWithProofForm = {
  firstName: '',
  lastName: '',
  ssn: '',
  dateOfBirth: '',
  accountNumber: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  confirmPassword: '',
};

const BENEFITS = [
  {
    icon: Lock,
    title: 'register.secureTitle',
    text: 'register.secureText',
  },
  {
    icon: ShieldCheck,
    title: 'register.privacyTitle',
    text: 'register.privacyText',
  },
] as const;

/**
 * 'Create Your Account' (docs/product/sign-in.md): validated on submit, then on every change. The
 * login is made only with the person's accounts linked, proven as on /register-debtor (SSN last 4,
 * birth date, the letter's account number; decision 0044); with no match the page says so.
 */
export function RegisterPage() {
  const { user, isLoading, registerMutation } = useAuth();
  const { t } = useTranslation('auth');
  const messageText = useMessageText('auth');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterWithProofForm>({
    resolver: zodResolver(registerWithProofFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_FORM,
  });

  if (isLoading) return <PageSpinner />;
  if (user) {
    // Just registered: to the new user's home. Already signed in: to /account (debtors on to /debtor).
    const target = registerMutation.isSuccess ? homePathFor(user.role) : '/account';
    return <Navigate to={user.role === 'debtor' ? '/debtor' : target} replace />;
  }

  const onSubmit = handleSubmit((values) => registerMutation.mutate(values));
  const pending = registerMutation.isPending;
  // 404 is the one answer for details that find no account to link (no login was made).
  const noMatch = registerMutation.error instanceof ApiError && registerMutation.error.status === 404;

  return (
    <AuthPageShell wide topBarEnd={<LanguageSwitch />}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card>
          <CardHeader>
            <h1 className="font-bold text-2xl text-gray-900">{t('register.title')}</h1>
            <CardDescription>{t('register.allRequired')}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            {noMatch && (
              <RegisterNoMatch message={messageText(errorMessage(registerMutation.error, '')) ?? ''} />
            )}
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('register.formLabel')}>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label={t('register.firstName')}
                  autoComplete="given-name"
                  error={messageText(errors.firstName?.message)}
                  {...register('firstName')}
                />
                <TextField
                  label={t('register.lastName')}
                  autoComplete="family-name"
                  error={messageText(errors.lastName?.message)}
                  {...register('lastName')}
                />
              </div>
              <fieldset className="space-y-5 rounded-lg border border-gray-200 p-4">
                <legend className="px-1 font-semibold text-gray-900">{t('register.findAccount')}</legend>
                <p className="text-gray-700 text-sm">{t('register.findAccountText')}</p>
                <SsnLast4Field field={register('ssn')} error={errors.ssn?.message} />
                <BirthDateField control={control} />
                <AccountNumberField field={register('accountNumber')} error={errors.accountNumber?.message} />
              </fieldset>
              <TextField
                label={t('register.email')}
                type="email"
                autoComplete="email"
                error={messageText(errors.email?.message)}
                {...register('email')}
              />
              <TextField
                label={t('register.phone')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                error={messageText(errors.phone?.message)}
                {...register('phone')}
              />
              <TextField
                label={t('fields.username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                error={messageText(errors.username?.message)}
                {...register('username')}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label={t('fields.password')}
                  type="password"
                  autoComplete="new-password"
                  hint={t('register.passwordHint')}
                  error={messageText(errors.password?.message)}
                  {...register('password')}
                />
                <TextField
                  label={t('register.confirmPassword')}
                  type="password"
                  autoComplete="new-password"
                  error={messageText(errors.confirmPassword?.message)}
                  {...register('confirmPassword')}
                />
              </div>
              <Button type="submit" fullWidth disabled={pending}>
                {pending ? t('register.pending') : t('register.submit')}
              </Button>
            </form>
            <p className="text-center text-sm">
              <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('register.haveAccount')}
              </Link>
            </p>
          </CardContent>
        </Card>

        <aside aria-labelledby="account-benefits" className="rounded-xl bg-brand-800 p-6 text-white">
          <h2 id="account-benefits" className="font-semibold text-xl">
            {t('register.benefitsTitle')}
          </h2>
          <ul className="mt-5 space-y-5">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 size-6 shrink-0 text-brand-200" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{t(title)}</h3>
                  <p className="mt-1 text-brand-100 text-sm">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mt-6 flex justify-center">
        <BackToHomeLink label={t('backToHome')} />
      </div>
    </AuthPageShell>
  );
}
