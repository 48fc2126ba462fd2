import { MFA_LIMITS, MFA_MESSAGES, type User } from '@arrears/domain';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { TextField } from '@/ui/field';
import { toast } from '@/ui/use-toast';
import { jsonErrorText } from '../api/error-text';
import { useVerifyMfaLoginMutation } from '../api/verify-mfa-login';

export const BACKUP_CODE_LENGTH_MESSAGE = MFA_MESSAGES.backupCodeShape;

type Mode = 'code' | 'backup';

/** The step's words: English by default (the back office); the customer sign-in passes its language's. */
export interface MfaLoginStepWords {
  title: string;
  codeIntro: string;
  backupIntro: string;
  formLabel: string;
  codeLabel: string;
  backupLabel: string;
  verify: string;
  verifying: string;
  useBackup: string;
  useApp: string;
  backToLogin: string;
}

export const MFA_LOGIN_STEP_WORDS: MfaLoginStepWords = {
  title: 'Two-Factor Authentication',
  codeIntro: 'Enter the 6-digit code from your authenticator app.',
  backupIntro: 'Enter one of your 6-character backup codes. Each backup code works once.',
  formLabel: 'Two-factor verification',
  codeLabel: 'Verification Code',
  backupLabel: 'Backup Code',
  verify: 'Verify',
  verifying: 'Verifying...',
  useBackup: 'Use a backup code instead',
  useApp: 'Use the code from your authenticator app',
  backToLogin: 'Back to Login',
};

const asSent = (message: string) => message;

export interface MfaLoginStepProps {
  words?: MfaLoginStepWords;
  /** Shows a domain or server message (MFA_MESSAGES) in the page's language; English as sent by default. */
  messageText?: (message: string) => string;
  /** The second factor was accepted: the session exists and the current user is stored. */
  onVerified: (user: User) => void;
  /** 'Back to Login': the caller clears its form and the entered credentials. */
  onBack: () => void;
}

/** Keeps digits only: what the authenticator code field accepts as typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, MFA_LIMITS.codeLength);
}

/** Backup codes are upper case letters and digits; typing is upper-cased as it goes. */
export function backupCodeInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, MFA_LIMITS.backupCodeLength);
}

/**
 * The second step of a sign-in that reported `mfaRequired` (docs/product/back-office.md): a 6-digit
 * authenticator code, or by the switch link a 6-character backup code. Used by /admin-login and
 * by the customer sign-in page.
 */
export function MfaLoginStep({
  onVerified,
  onBack,
  words = MFA_LOGIN_STEP_WORDS,
  messageText = asSent,
}: MfaLoginStepProps) {
  const [mode, setMode] = useState<Mode>('code');
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useVerifyMfaLoginMutation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the switch between code kinds.
  useEffect(() => inputRef.current?.focus(), [mode]);

  const switchMode = () => {
    setMode((m) => (m === 'code' ? 'backup' : 'code'));
    setCode('');
    setBackupCode('');
    setFieldError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    const token = mode === 'code' ? code : '';
    const backup = mode === 'backup' ? backupCode : '';
    if (!token && !backup) {
      toast({
        title: messageText(MFA_MESSAGES.codeRequiredTitle),
        description: messageText(MFA_MESSAGES.codeRequired),
        variant: 'destructive',
      });
      return;
    }
    if (mode === 'code' && token.length !== MFA_LIMITS.codeLength)
      return setFieldError(messageText(MFA_MESSAGES.sixDigits));
    if (mode === 'backup' && backup.length !== MFA_LIMITS.backupCodeLength)
      return setFieldError(messageText(BACKUP_CODE_LENGTH_MESSAGE));
    setFieldError(undefined);
    verify.mutate(mode === 'code' ? { token } : { backupCode: backup }, {
      onSuccess: ({ user }) => onVerified(user),
      onError: (error) => {
        toast({
          title: messageText(MFA_MESSAGES.verificationFailed),
          description: messageText(jsonErrorText(error) ?? MFA_MESSAGES.invalidCode),
          variant: 'destructive',
        });
        // A wrong code is never right on a second try: clear it for the next one.
        setCode('');
        setBackupCode('');
        inputRef.current?.focus();
      },
    });
  };

  const pending = verify.isPending;
  const canVerify = !pending && (mode === 'backup' || code.length === MFA_LIMITS.codeLength);
  return (
    <Card>
      <CardHeader>
        <KeyRound className="size-8 text-brand-600" aria-hidden="true" />
        <h1 className="font-bold text-2xl text-gray-900">{words.title}</h1>
        <CardDescription>{mode === 'code' ? words.codeIntro : words.backupIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={words.formLabel}>
          {mode === 'code' ? (
            <TextField
              key="code"
              ref={inputRef}
              label={words.codeLabel}
              name="token"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={MFA_LIMITS.codeLength}
              placeholder="000000"
              className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
              value={code}
              error={fieldError}
              onChange={(e) => setCode(digitsOnly(e.target.value))}
            />
          ) : (
            <TextField
              key="backup"
              ref={inputRef}
              label={words.backupLabel}
              name="backupCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MFA_LIMITS.backupCodeLength}
              placeholder="ABC123"
              className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
              value={backupCode}
              error={fieldError}
              onChange={(e) => setBackupCode(backupCodeInput(e.target.value))}
            />
          )}
          <Button type="submit" fullWidth disabled={!canVerify}>
            {pending ? words.verifying : words.verify}
          </Button>
        </form>
        <div className="mt-5 flex flex-col items-center gap-2 text-sm">
          <button
            type="button"
            onClick={switchMode}
            className="min-h-11 rounded-md px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {mode === 'code' ? words.useBackup : words.useApp}
          </button>
          <button
            type="button"
            onClick={onBack}
            className="min-h-11 rounded-md px-2 font-medium text-gray-700 underline-offset-4 hover:underline"
          >
            {words.backToLogin}
          </button>
        </div>
      </CardContent>
    </Card>
  );
}
