import { CONTACT_CENTER_MESSAGES as M, updateEmailBodySchema } from '@arrears/domain';
import { TextField } from '@/ui/field';
import { useUpdateEmailMutation } from '../api/update-email';
import { useUpdateDialog } from '../use-update-dialog';
import { UpdateDialogFrame } from './update-dialog-frame';

/** Update email (docs/product/contact-center.md): a new address is required, the reason optional. */
export function UpdateEmailDialog({
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
    schema: updateEmailBodySchema,
    defaultValues: { email: '', reason: '' },
    mutation: useUpdateEmailMutation(debtorId),
    onOpenChange,
    success: M.success.emailAddress,
    failure: M.emailUpdateFailed,
  });
  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Update Email Address"
      description="Enter the debtor's new email address."
      onSubmit={submit}
      saving={saving}
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
