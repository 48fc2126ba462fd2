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
  labels = { username: 'Username', password: 'Password' },
  messageText = (message) => message,
}: {
  register: UseFormRegister<Credentials>;
  errors: FieldErrors<Credentials>;
  /** The customer sign-in passes its language's; the admin sign-in keeps the English. */
  labels?: { username: string; password: string };
  messageText?: (message: string | undefined) => string | undefined;
}) {
  return (
    <>
      <TextField
        label={labels.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={messageText(errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="current-password"
        error={messageText(errors.password?.message)}
        {...register('password')}
      />
    </>
  );
}
