import { homePathFor, type LoginPayload, loginPayloadSchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { PageSpinner } from '@/ui/spinner';
import { isMfaChallenge } from './api/login';
import { useAuth } from './auth-context';
import { AuthPageShell, BackToHomeLink } from './components/auth-page-shell';

const MFA_FALLBACK =
  'Additional verification is required for this account. Please sign in on the staff sign-in page.';

/** The customer sign-in page at /login and /auth (spec 1 §2, §4). */
export function LoginPage() {
  const { user, isLoading, loginMutation } = useAuth();
  const [mfaMessage, setMfaMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginPayloadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  if (isLoading) return <PageSpinner />;
  // Signed in (already, or just now): on to the user's home.
  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  const onSubmit = handleSubmit((values) => {
    setMfaMessage(null);
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if (isMfaChallenge(answer)) setMfaMessage(answer.message ?? MFA_FALLBACK);
      },
    });
  });

  const pending = loginMutation.isPending;
  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-gray-900">Sign In</h1>
          <CardDescription>Sign in to view your account, make a payment or check a dispute.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
            {mfaMessage && <Alert tone="warning">{mfaMessage}</Alert>}
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
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" fullWidth disabled={pending}>
              {pending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <p className="mt-6 text-center text-gray-700 text-sm">
            New here?{' '}
            <Link to="/register" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Create an account
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
