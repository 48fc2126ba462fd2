import { homePathFor, type RegisterForm, registerFormSchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { PageSpinner } from '@/ui/spinner';
import { useAuth } from './auth-context';

const EMPTY_FORM: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  username: '',
  password: '',
  confirmPassword: '',
};

const BENEFITS = [
  {
    icon: Lock,
    title: 'Secure Access',
    text: 'View your balance, payments and documents any time through an encrypted connection.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy Protection',
    text: 'Your personal information is protected and never shared for marketing.',
  },
] as const;

/** 'Create Your Account' (docs/product/sign-in.md): validated on submit, then on every change. */
export function RegisterPage() {
  const { user, isLoading, registerMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
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

  return (
    <AuthPageShell wide>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card>
          <CardHeader>
            <h1 className="font-bold text-2xl text-gray-900">Create Your Account</h1>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create your account">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="First Name"
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  {...register('firstName')}
                />
                <TextField
                  label="Last Name"
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...register('lastName')}
                />
              </div>
              <TextField
                label="Email Address"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                label="Phone Number"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                error={errors.phone?.message}
                {...register('phone')}
              />
              <TextField
                label="Username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.username?.message}
                {...register('username')}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  hint="At least 8 characters."
                  error={errors.password?.message}
                  {...register('password')}
                />
                <TextField
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                  error={errors.confirmPassword?.message}
                  {...register('confirmPassword')}
                />
              </div>
              <Button type="submit" fullWidth disabled={pending}>
                {pending ? 'Creating account...' : 'Create Account'}
              </Button>
            </form>
            <p className="mt-6 text-center text-sm">
              <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                Already have an account? Log in
              </Link>
            </p>
          </CardContent>
        </Card>

        <aside aria-labelledby="account-benefits" className="rounded-xl bg-brand-800 p-6 text-white">
          <h2 id="account-benefits" className="font-semibold text-xl">
            Account Benefits
          </h2>
          <ul className="mt-5 space-y-5">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <Icon className="mt-0.5 size-6 shrink-0 text-brand-200" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-brand-100 text-sm">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mt-6 flex justify-center">
        <BackToHomeLink />
      </div>
    </AuthPageShell>
  );
}
