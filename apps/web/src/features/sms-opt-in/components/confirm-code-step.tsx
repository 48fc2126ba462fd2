import { formatPhone, SMS_OPT_IN_MESSAGES as M, smsOptInConfirmSchema } from '@arrears/domain';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { TextField } from '@/ui/field';
import { useConfirmSmsOptInMutation } from '../api/confirm-sms-opt-in';

interface ConfirmCodeStepProps {
  phoneNumber: string;
  /** The submit's answer: a text was sent to confirm. */
  message: string;
  onConfirmed(message: string): void;
  onStartOver(): void;
}

/**
 * The second step of /text-opt-in: the consent counts once the number confirms it, by the code
 * typed here or by replying YES to the text. A dead code (expired, or 5 wrong tries) needs a new form.
 */
export function ConfirmCodeStep({ phoneNumber, message, onConfirmed, onStartOver }: ConfirmCodeStepProps) {
  const mutation = useConfirmSmsOptInMutation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const dead = mutation.error instanceof ApiError && mutation.error.status === 410;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = smsOptInConfirmSchema.safeParse({ phoneNumber, code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? M.codeRequired);
      return;
    }
    setFieldError(undefined);
    mutation.mutate(parsed.data, { onSuccess: (answer) => onConfirmed(answer.message) });
  };

  return (
    <Card className="mt-6">
      <CardContent className="space-y-5">
        <div className="flex items-start gap-3">
          <Smartphone className="mt-1 size-7 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <h1 className="font-bold text-2xl text-gray-900">{M.codeTitle}</h1>
            <p className="mt-1 text-gray-700" role="status">
              {message}
            </p>
            <p className="mt-1 text-gray-600 text-sm">Sent to {formatPhone(phoneNumber)}.</p>
          </div>
        </div>
        {mutation.isError && (
          <Alert tone="danger">{errorMessage(mutation.error, M.submissionFailedFallback)}</Alert>
        )}
        {dead ? (
          <Button fullWidth size="lg" onClick={onStartOver}>
            Start Over
          </Button>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={M.codeTitle}>
            <TextField
              label="Confirmation Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              hint="The 6 digits from the text message; the code is valid for 15 minutes."
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              error={fieldError}
            />
            <Button type="submit" fullWidth size="lg" disabled={mutation.isPending}>
              {mutation.isPending ? 'Confirming...' : 'Confirm'}
            </Button>
            <p className="text-gray-600 text-sm">
              Replied YES to the text instead? Then you are signed up and can close this page. No text
              arrived?{' '}
              <button
                type="button"
                onClick={onStartOver}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                Check the number and send the form again
              </button>
              .
            </p>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
