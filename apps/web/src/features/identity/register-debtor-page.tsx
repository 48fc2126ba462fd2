import {
  REGISTER_DEBTOR_LIMITS,
  REGISTER_DEBTOR_MESSAGES,
  type RegisterDebtorForm,
  registerDebtorFormSchema,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useDemoMode } from '@/lib/public-config';
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
  dateOfBirth: 'November 3, 1979',
  accountNumber: 'ACC-100003',
} as const;

function TestAccountHint() {
  const demo = useDemoMode();
  return (
    <aside
      aria-label={demo ? 'Test account' : 'Which details to use'}
      className="flex gap-3 rounded-lg border border-info-200 bg-info-50 px-4 py-3 text-info-700 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {demo ? (
        <p>
          <span className="font-semibold">Test account:</span> first name{' '}
          <span className="font-semibold">{DEMO_ACCOUNT.firstName}</span>, last 4 of SSN{' '}
          <span className="font-semibold">{DEMO_ACCOUNT.ssnLast4}</span>, born{' '}
          <span className="font-semibold">{DEMO_ACCOUNT.dateOfBirth}</span>, account number{' '}
          <span className="font-semibold">{DEMO_ACCOUNT.accountNumber}</span>. Choose any username and a
          password of at least {REGISTER_DEBTOR_LIMITS.passwordMin} characters.
        </p>
      ) : (
        <p>
          You will need the last 4 digits of your SSN, your date of birth and the account number printed on
          the letter we sent you.
        </p>
      )}
    </aside>
  );
}

/** /register-debtor (docs/product/identity.md): a login for the accounts that match, then /debtor. */
export function RegisterDebtorPage() {
  const navigate = useNavigate();
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
          title: REGISTER_DEBTOR_MESSAGES.welcomeTitle,
          description: `Your account has been created, ${user.firstName || user.username}.`,
          variant: 'success',
          duration: 4000,
        });
        void navigate('/debtor', { replace: true });
      },
      onError: (error) =>
        toast({
          title: REGISTER_DEBTOR_MESSAGES.failedTitle,
          description: errorMessage(error, REGISTER_DEBTOR_MESSAGES.failedFallback),
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
          <h1 className="font-bold text-2xl text-gray-900">Create Account</h1>
          <CardDescription>
            Create a login for your account: we check it is yours with the same details as Pay Bill, and the
            account number from your letter.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <TestAccountHint />
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create account">
            <TextField
              label="First Name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...firstName}
            />
            <SsnLast4Field field={ssn} error={errors.ssn?.message} />
            <BirthDateField control={control} />
            <AccountNumberField field={register('accountNumber')} error={errors.accountNumber?.message} />
            <TextField
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.username?.message}
              {...register('username')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${REGISTER_DEBTOR_LIMITS.passwordMin} characters.`}
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" fullWidth disabled={pending}>
              {pending ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
          <p className="text-center text-gray-700 text-sm">
            Already have an account?{' '}
            <Link to="/auth" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
      <div className="mt-6 flex justify-center">
        <BackToHomeLink />
      </div>
    </AuthPageShell>
  );
}
