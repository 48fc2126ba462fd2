import { CONTACT_PREFERENCE_KINDS, type ContactPreferenceKind, type DebtorAccount } from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
import { inputClasses, TextField } from '@/ui/field';
import { useRecordPreferenceMutation } from '../api/compliance-preferences';
import { COMPLIANCE_TOASTS, PHONE_KINDS, PREFERENCE_LABELS } from '../compliance/compliance-labels';
import { phoneOptions } from '../compose-state';
import { notifyFailure, notifySuccess } from '../notify';
import { UpdateDialogFrame } from './update-dialog-frame';

const selectClasses = `${inputClasses} border-gray-300`;

/** Record an opt-out (call, text, e-mail), text consent for a number, or a cease request. */
export function RecordPreferenceDialog({
  debtor,
  open,
  onOpenChange,
}: {
  debtor: DebtorAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const phones = phoneOptions(debtor);
  const [kind, setKind] = useState<ContactPreferenceKind>('opt_out_call');
  const [phone, setPhone] = useState(phones[0]?.number ?? '');
  const [note, setNote] = useState('');
  const record = useRecordPreferenceMutation(debtor.id);
  const ids = { kind: useId(), phone: useId(), phoneError: useId() };
  const needsPhone = PHONE_KINDS.includes(kind);
  const phoneMissing = needsPhone && phone === '';

  const close = (next: boolean) => {
    if (!next) {
      setKind('opt_out_call');
      setNote('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phoneMissing) return;
    const body = {
      kind,
      ...(needsPhone ? { phone } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    record.mutate(body, {
      onSuccess: () => {
        notifySuccess(COMPLIANCE_TOASTS.recorded, PREFERENCE_LABELS[kind]);
        close(false);
      },
      onError: (error) => notifyFailure(COMPLIANCE_TOASTS.failed, error),
    });
  };

  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Record Contact Preference"
      description="Record what the consumer asked for. It applies to every agent at once."
      onSubmit={submit}
      saving={record.isPending}
      saveLabel="Record"
    >
      <div className="space-y-1.5">
        <label htmlFor={ids.kind} className="block font-medium text-gray-800 text-sm">
          Record
        </label>
        <select
          id={ids.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as ContactPreferenceKind)}
          className={selectClasses}
        >
          {CONTACT_PREFERENCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {PREFERENCE_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      {needsPhone && (
        <div className="space-y-1.5">
          <label htmlFor={ids.phone} className="block font-medium text-gray-800 text-sm">
            Phone number
          </label>
          <select
            id={ids.phone}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={phoneMissing || undefined}
            aria-describedby={phoneMissing ? ids.phoneError : undefined}
            className={selectClasses}
          >
            {phones.map((o) => (
              <option key={o.value} value={o.number}>
                {o.label}
              </option>
            ))}
          </select>
          {phoneMissing && (
            <p id={ids.phoneError} className="text-danger-700 text-sm">
              This account has no phone number on file.
            </p>
          )}
        </div>
      )}
      <TextField
        label="Note (optional)"
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
      />
    </UpdateDialogFrame>
  );
}
