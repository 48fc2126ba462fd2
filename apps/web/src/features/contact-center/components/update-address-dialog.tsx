import { CONTACT_CENTER_MESSAGES as M, updateAddressBodySchema } from '@arrears/domain';
import type { z } from 'zod';
import { TextField } from '@/ui/field';
import { useUpdateAddressMutation } from '../api/update-address';
import { useUpdateDialog } from '../use-update-dialog';
import { UpdateDialogFrame } from './update-dialog-frame';

const EMPTY: z.input<typeof updateAddressBodySchema> = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  reason: '',
};

/** Update address (docs/product/contact-center.md): address1, city, state (2) and ZIP (5) required; the rest optional. */
export function UpdateAddressDialog({
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
    schema: updateAddressBodySchema,
    defaultValues: EMPTY,
    mutation: useUpdateAddressMutation(debtorId),
    onOpenChange,
    success: M.success.address,
    failure: M.addressUpdateFailed,
  });
  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Update Address"
      description="Enter the debtor's new mailing address."
      onSubmit={submit}
      saving={saving}
      saveLabel="Update Address"
    >
      <TextField
        label="Address line 1"
        autoComplete="off"
        error={errors.address1?.message}
        {...form.register('address1')}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="off"
        error={errors.address2?.message}
        {...form.register('address2')}
      />
      <TextField label="City" autoComplete="off" error={errors.city?.message} {...form.register('city')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="State"
          maxLength={2}
          autoComplete="off"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="ZIP code"
          maxLength={5}
          inputMode="numeric"
          autoComplete="off"
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </div>
      <TextField label="Reason (optional)" error={errors.reason?.message} {...form.register('reason')} />
    </UpdateDialogFrame>
  );
}
