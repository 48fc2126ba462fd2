import { CONTACT_CENTER_MESSAGES as M, updatePhoneBodySchema } from '@arrears/domain';
import { useId } from 'react';
import { inputClasses, TextField } from '@/ui/field';
import { useUpdatePhoneMutation } from '../api/update-phone';
import { useUpdateDialog } from '../use-update-dialog';
import { UpdateDialogFrame } from './update-dialog-frame';

/** Update phone (docs/product/contact-center.md): the type and a new number are required, the reason optional. */
export function UpdatePhoneDialog({
  debtorId,
  open,
  onOpenChange,
}: {
  debtorId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, errors, close, submit, saving } = useUpdateDialog({
    debtorId,
    schema: updatePhoneBodySchema,
    defaultValues: { phoneType: 'primary', phoneNumber: '', reason: '' },
    mutation: useUpdatePhoneMutation(debtorId),
    onOpenChange,
    success: M.success.phone,
    failure: M.phoneUpdateFailed,
  });
  const typeId = useId();
  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Update Phone Number"
      description="Choose which number to change and enter the new one."
      onSubmit={submit}
      saving={saving}
      saveLabel="Update Phone"
    >
      <div className="space-y-1.5">
        <label htmlFor={typeId} className="block font-medium text-gray-800 text-sm">
          Phone type
        </label>
        <select id={typeId} className={`${inputClasses} border-gray-300`} {...form.register('phoneType')}>
          <option value="primary">Primary</option>
          <option value="work">Work</option>
          <option value="alternate">Alternate</option>
        </select>
      </div>
      <TextField
        label="New phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <TextField label="Reason (optional)" error={errors.reason?.message} {...form.register('reason')} />
    </UpdateDialogFrame>
  );
}
