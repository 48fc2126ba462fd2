import { type FormEvent, useId, useState } from 'react';
import { BirthDatePicker } from '@/features/identity';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { useChatText } from '../chat-text';

/**
 * Chat verification (docs/product/chat.md): the last 4 SSN digits (digits only) and the date of birth; the
 * button stays disabled, with the fill-in text under it, until both are given. Remount to clear.
 */
export function VerificationForm({
  busy,
  onVerify,
}: {
  busy: boolean;
  onVerify: (ssnLast4: string, dob: string) => void;
}) {
  const id = useId();
  const { t } = useChatText();
  const [ssn, setSsn] = useState('');
  const [dob, setDob] = useState('');
  const complete = /^\d{4}$/.test(ssn) && dob !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onVerify(ssn, dob);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('verify.formLabel')}
      data-testid="chat-verify-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      <TextField
        id={`${id}-ssn`}
        label={t('verify.ssnLabel')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={ssn}
        onChange={(e) => setSsn(e.target.value.replace(/\D/g, '').slice(0, 4))}
        disabled={busy}
      />
      <BirthDatePicker value={dob} onChange={setDob} disabled={busy} />
      <Button
        type="submit"
        fullWidth
        disabled={!complete || busy}
        aria-describedby={complete ? undefined : `${id}-hint`}
      >
        {busy ? t('verify.verifying') : t('verify.submit')}
      </Button>
      {!complete && (
        <p id={`${id}-hint`} className="text-gray-600 text-sm">
          {t('messages.fillAllFields')}
        </p>
      )}
    </form>
  );
}
