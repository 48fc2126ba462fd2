import {
  formatDayIn,
  REGISTER_DEBTOR_LIMITS,
  REGISTER_DEBTOR_MESSAGES,
  type RegisterDebtorForm,
  registerDebtorFormSchema,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useDemoMode } from '@/lib/public-config';
import { useMessageText } from '@/lib/use-message-text';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { toast } from '@/ui/use-toast';
import { useRegisterDebtorMutation } from './api/register-debtor';
import { AccountNumberField } from './components/account-number-field';
import { BirthDateField } from './components/birth-date-field';
import { SsnLast4Field } from './components/ssn-last4-field';

const EMPTY: RegisterDebtorForm = {
  firstName: '',
  ssn: '',
  dateOfBirth: '',
  accountNumber: '',
  username: '',
  password: '',
};

/** The demo data's debtor without a login (apps/server/src/db/seed.ts), shown in demo mode only. */
const DEMO_ACCOUNT = {
  firstName: 'Maria',
  ssnLast4: '4321',
  dateOfBirth: '1979-11-03',
  accountNumber: 'ACC-100003',
} as const;

function TestAccountHint() {
  const demo = useDemoMode();
  const { t, i18n } = useTranslation('identity');
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <aside
      aria-label={demo ? t('registerDebtor.demoLabel') : t('registerDebtor.hintLabel')}
      className="flex gap-3 rounded-lg border border-info-200 bg-info-50 px-4 py-3 text-info-700 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {demo ? (
        <p>
          <span className="font-semibold">{t('registerDebtor.demoTitle')}</span>{' '}
          {t('registerDebtor.demoFirstName')} <span className="font-semibold">{DEMO_ACCOUNT.firstName}</span>,{' '}
          {t('registerDebtor.demoSsn')} <span className="font-semibold">{DEMO_ACCOUNT.ssnLast4}</span>,{' '}
          {t('registerDebtor.demoBorn')}{' '}
          <span className="font-semibold">{formatDayIn(DEMO_ACCOUNT.dateOfBirth, language)}</span>,{' '}
          {t('registerDebtor.demoAccount')}{' '}
          <span className="font-semibold">{DEMO_ACCOUNT.accountNumber}</span>.{' '}
          {t('registerDebtor.demoChoose', { min: REGISTER_DEBTOR_LIMITS.passwordMin })}
        </p>
      ) : (
        <p>{t('registerDebtor.hint')}</p>
      )}
    </aside>
  );
}

/** /register-debtor (docs/product/identity.md): a login for the accounts that match, then /debtor. */
export function RegisterDebtorPage() {
  const navigate = useNavigate();
  const { t } = useTranslation('identity');
  const messageText = useMessageText('identity');
  const mutation = useRegisterDebtorMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterDebtorForm>({
    resolver: zodResolver(registerDebtorFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });
  // Registered in the form's order, so a failed submit focuses the first field in error.
  const firstName = register('firstName');
  const ssn = register('ssn');

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ user }) => {
        toast({
          title: t('registerDebtor.welcomeTitle'),
          description: t('registerDebtor.welcome', { name: user.firstName || user.username }),
          variant: 'success',
          duration: 4000,
        });
        void navigate('/debtor', { replace: true });
      },
      onError: (error) =>
        toast({
          title: t('registerDebtor.failedTitle'),
          description: messageText(errorMessage(error, REGISTER_DEBTOR_MESSAGES.failedFallback)),
          variant: 'destructive',
          duration: 5000,
        }),
    }),
  );
  const pending = mutation.isPending;

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">{t('registerDebtor.title')}</h1>
          <CardDescription>{t('registerDebtor.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <TestAccountHint />
          <form
            onSubmit={onSubmit}
            noValidate
            className="space-y-5"
            aria-label={t('registerDebtor.formLabel')}
          >
            <TextField
              label={t('registerDebtor.firstName')}
              autoComplete="given-name"
              error={messageText(errors.firstName?.message)}
              {...firstName}
            />
            <SsnLast4Field field={ssn} error={errors.ssn?.message} />
            <BirthDateField control={control} />
            <AccountNumberField field={register('accountNumber')} error={errors.accountNumber?.message} />
            <TextField
              label={t('registerDebtor.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={messageText(errors.username?.message)}
              {...register('username')}
            />
            <TextField
              label={t('registerDebtor.password')}
              type="password"
              autoComplete="new-password"
              hint={t('registerDebtor.passwordHint', { min: REGISTER_DEBTOR_LIMITS.passwordMin })}
              error={messageText(errors.password?.message)}
              {...register('password')}
            />
            <Button type="submit" fullWidth disabled={pending}>
              {pending ? t('registerDebtor.pending') : t('registerDebtor.submit')}
            </Button>
          </form>
          <p className="text-center text-gray-700 text-sm">
            {t('registerDebtor.haveAccount')}{' '}
            <Link to="/auth" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('registerDebtor.signIn')}
            </Link>
          </p>
        </CardContent>
      </Card>
      <div className="mt-6 flex justify-center">
        <BackToHomeLink label={t('page.backToHome')} />
      </div>
    </AuthPageShell>
  );
}
