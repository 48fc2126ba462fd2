import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/ui/field';

interface Credentials {
  username: string;
  password: string;
}

/** The username and password fields of both sign-in forms (customer and admin). */
export function CredentialFields({
  register,
  errors,
}: {
  register: UseFormRegister<Credentials>;
  errors: FieldErrors<Credentials>;
}) {
  return (
    <>
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
    </>
  );
}
