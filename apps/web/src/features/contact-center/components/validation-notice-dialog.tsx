import { easternDateOf, recordValidationNoticeBodySchema } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/ui/field';
import { useValidationNoticeMutation } from '../api/validation-notice';
import { COMPLIANCE_TOASTS } from '../compliance/compliance-labels';
import { notifyFailure, notifySuccess } from '../notify';
import { UpdateDialogFrame } from './update-dialog-frame';

/** "Validation notice sent": the date it went out and how (§1006.34 period dates follow from it). */
export function ValidationNoticeDialog({
  debtorId,
  open,
  onOpenChange,
}: {
  debtorId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const today = easternDateOf(Date.now());
  const [sentOn, setSentOn] = useState(today);
  const [method, setMethod] = useState<'mail' | 'email'>('mail');
  const [error, setError] = useState<string | undefined>();
  const save = useValidationNoticeMutation(debtorId);

  const close = (next: boolean) => {
    if (!next) {
      setSentOn(today);
      setMethod('mail');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = recordValidationNoticeBodySchema.safeParse({ sentOn, method });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (parsed.data.sentOn > today) {
      setError('The date cannot be in the future.');
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(COMPLIANCE_TOASTS.validation);
        close(false);
      },
      onError: (err) => notifyFailure(COMPLIANCE_TOASTS.failed, err),
    });
  };

  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Validation Notice Sent"
      description="The validation period ends 30 days after assumed receipt (5 business days after sending)."
      onSubmit={submit}
      saving={save.isPending}
      saveLabel="Record"
    >
      <TextField
        label="Date sent"
        type="date"
        max={today}
        value={sentOn}
        error={error}
        onChange={(e) => setSentOn(e.target.value)}
      />
      <fieldset>
        <legend className="mb-2 font-medium text-gray-800 text-sm">Sent by</legend>
        <div className="flex gap-4">
          {(['mail', 'email'] as const).map((m) => (
            <label key={m} className="inline-flex min-h-11 items-center gap-2 text-gray-800 text-sm">
              <input
                type="radio"
                name="validation-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="size-4 accent-brand-600"
              />
              {m === 'mail' ? 'Mail' : 'E-mail'}
            </label>
          ))}
        </div>
      </fieldset>
    </UpdateDialogFrame>
  );
}
