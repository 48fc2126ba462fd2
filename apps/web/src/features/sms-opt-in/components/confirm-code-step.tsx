import { formatPhone, SMS_OPT_IN_MESSAGES as M, smsOptInConfirmSchema } from '@arrears/domain';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMessageText } from '@/lib/use-message-text';
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
  const { t } = useTranslation('sms-opt-in');
  const text = useMessageText('sms-opt-in');
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
            <h1 className="font-bold text-2xl text-gray-900">{text(M.codeTitle)}</h1>
            <p className="mt-1 text-gray-700" role="status">
              {text(message)}
            </p>
            <p className="mt-1 text-gray-600 text-sm">
              {t('confirm.sentTo', { phone: formatPhone(phoneNumber) })}
            </p>
          </div>
        </div>
        {mutation.isError && (
          <Alert tone="danger">{text(errorMessage(mutation.error, M.submissionFailedFallback))}</Alert>
        )}
        {dead ? (
          <Button fullWidth size="lg" onClick={onStartOver}>
            {t('confirm.startOver')}
          </Button>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={text(M.codeTitle)}>
            <TextField
              label={t('confirm.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              hint={t('confirm.codeHint')}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              error={text(fieldError)}
            />
            <Button type="submit" fullWidth size="lg" disabled={mutation.isPending}>
              {mutation.isPending ? t('confirm.confirming') : t('confirm.submit')}
            </Button>
            <p className="text-gray-600 text-sm">
              {t('confirm.repliedYes')}{' '}
              <button
                type="button"
                onClick={onStartOver}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {t('confirm.sendAgain')}
              </button>
              .
            </p>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
