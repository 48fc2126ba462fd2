import { MFA_MESSAGES } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { jsonErrorText } from '../api/error-text';
import { useMfaDisableMutation } from '../api/mfa-disable';

/** docs/product/back-office.md: turning two-factor off takes the current password. */
export function MfaDisableForm() {
  const disable = useMfaDisableMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(MFA_MESSAGES.currentPasswordRequired);
    setError(undefined);
    disable.mutate(password, {
      onSuccess: () => {
        setPassword('');
        toast({
          title: 'Two-Factor Authentication Disabled',
          description: 'Sign-in now asks for your password only.',
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({
          title: MFA_MESSAGES.disableFailed,
          description: jsonErrorText(err) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Disable two-factor authentication">
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        className="sm:max-w-sm"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="danger" disabled={disable.isPending}>
        {disable.isPending ? 'Disabling...' : 'Disable Two-Factor Authentication'}
      </Button>
    </form>
  );
}
