import { CONTACT_CENTER_MESSAGES as M, updatePhoneBodySchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inputClasses, TextField } from '@/ui/field';
import { debtorKey } from '../api/debtor-keys';
import { useUpdatePhoneMutation } from '../api/update-phone';
import { notifyFailure, notifySuccess } from '../notify';
import { UpdateDialogFrame } from './update-dialog-frame';

type Input = z.input<typeof updatePhoneBodySchema>;
type Output = z.output<typeof updatePhoneBodySchema>;

/** Update phone (spec 3 §5): the type and a new number are required, the reason optional. */
export function UpdatePhoneDialog({
  debtorId,
  open,
  onOpenChange,
}: {
  debtorId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdatePhoneMutation(debtorId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updatePhoneBodySchema),
    defaultValues: { phoneType: 'primary', phoneNumber: '', reason: '' },
  });
  const typeId = useId();
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(M.success.phone);
        void queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });
        close(false);
      },
      onError: (error) => notifyFailure(M.phoneUpdateFailed, error),
    }),
  );
  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Update Phone Number"
      description="Choose which number to change and enter the new one."
      onSubmit={submit}
      saving={update.isPending}
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
