import { MFA_LIMITS, MFA_MESSAGES } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { jsonErrorText } from '../api/error-text';
import { useMfaSetupMutation } from '../api/mfa-setup';
import { useMfaVerifyMutation } from '../api/mfa-verify';
import { BackupCodesPanel } from './backup-codes-panel';
import { digitsOnly } from './mfa-login-step';

/**
 * MFA setup (docs/product/back-office.md): not started → setup started (QR and backup codes) → verified (the page then
 * shows the Active status, from the refreshed status query).
 */
export function MfaEnrolment() {
  const setup = useMfaSetupMutation();
  const verify = useMfaVerifyMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const start = () =>
    setup.mutate(undefined, {
      onError: (error) =>
        toast({
          title: MFA_MESSAGES.setupFailed,
          description: jsonErrorText(error) ?? 'Please try again.',
          variant: 'destructive',
        }),
    });

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== MFA_LIMITS.codeLength) return setCodeError(MFA_MESSAGES.sixDigits);
    setCodeError(undefined);
    verify.mutate(
      { token: code, backupCodes: setup.data?.backupCodes ?? [] },
      {
        onSuccess: () =>
          toast({
            title: 'Two-Factor Authentication Enabled',
            description: 'From now on you will be asked for a code when you sign in.',
            variant: 'success',
          }),
        onError: (error) => {
          setCode('');
          toast({
            title: MFA_MESSAGES.verificationFailed,
            description: jsonErrorText(error) ?? MFA_MESSAGES.invalidCode,
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (!setup.data)
    return (
      <div className="space-y-4">
        <p className="text-gray-700">
          Two-factor authentication protects your account with a code from an authenticator app (such as
          Google Authenticator, Microsoft Authenticator or 1Password) in addition to your password.
        </p>
        <Button onClick={start} disabled={setup.isPending}>
          {setup.isPending ? 'Starting...' : 'Set Up Two-Factor Authentication'}
        </Button>
      </div>
    );

  return (
    <ol className="space-y-6">
      <li>
        <h3 className="font-semibold text-gray-900">1. Scan this QR code with your authenticator app</h3>
        <img
          src={setup.data.qrCode}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
          className="mt-3 size-48 rounded-lg border border-gray-200 bg-white p-2 sm:size-52"
        />
      </li>
      <li>
        <h3 className="font-semibold text-gray-900">2. Keep your backup codes</h3>
        <p className="mt-1 mb-3 text-gray-700 text-sm">
          Each code signs you in once if you lose your phone. They are shown only now.
        </p>
        <BackupCodesPanel codes={setup.data.backupCodes} />
      </li>
      <li>
        <h3 className="font-semibold text-gray-900">3. Enter the code the app shows</h3>
        <form onSubmit={onVerify} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="Verification Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={MFA_LIMITS.codeLength}
            className="sm:w-56 [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
            value={code}
            error={codeError}
            onChange={(e) => setCode(digitsOnly(e.target.value))}
          />
          <Button type="submit" disabled={verify.isPending} className="sm:mt-7">
            {verify.isPending ? 'Verifying...' : 'Verify and Enable'}
          </Button>
        </form>
      </li>
    </ol>
  );
}
