import { CONTACT_CENTER_MESSAGES as M, updateEmailBodySchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/ui/field';
import { debtorKey } from '../api/debtor-keys';
import { useUpdateEmailMutation } from '../api/update-email';
import { notifyFailure, notifySuccess } from '../notify';
import { UpdateDialogFrame } from './update-dialog-frame';

type Input = z.input<typeof updateEmailBodySchema>;
type Output = z.output<typeof updateEmailBodySchema>;

/** Update email (spec 3 §5): a new address is required, the reason optional. */
export function UpdateEmailDialog({
  debtorId,
  open,
  onOpenChange,
}: {
  debtorId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateEmailMutation(debtorId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updateEmailBodySchema),
    defaultValues: { email: '', reason: '' },
  });
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(M.success.emailAddress);
        void queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });
        close(false);
      },
      onError: (error) => notifyFailure(M.emailUpdateFailed, error),
    }),
  );
  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Update Email Address"
      description="Enter the debtor's new email address."
      onSubmit={submit}
      saving={update.isPending}
      saveLabel="Update Email"
    >
      <TextField
        label="New email address"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField label="Reason (optional)" error={errors.reason?.message} {...form.register('reason')} />
    </UpdateDialogFrame>
  );
}
