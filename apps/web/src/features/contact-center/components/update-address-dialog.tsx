import { CONTACT_CENTER_MESSAGES as M, updateAddressBodySchema } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/ui/field';
import { debtorKey } from '../api/debtor-keys';
import { useUpdateAddressMutation } from '../api/update-address';
import { notifyFailure, notifySuccess } from '../notify';
import { UpdateDialogFrame } from './update-dialog-frame';

type Input = z.input<typeof updateAddressBodySchema>;
type Output = z.output<typeof updateAddressBodySchema>;

const EMPTY: Input = { address1: '', address2: '', city: '', state: '', zipCode: '', reason: '' };

/** Update address (spec 3 §5): address1, city, state (2) and ZIP (5) required; the rest optional. */
export function UpdateAddressDialog({
  debtorId,
  open,
  onOpenChange,
}: {
  debtorId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateAddressMutation(debtorId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(updateAddressBodySchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };
  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(M.success.address);
        void queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });
        close(false);
      },
      onError: (error) => notifyFailure(M.addressUpdateFailed, error),
    }),
  );
  return (
    <UpdateDialogFrame
      open={open}
      onOpenChange={close}
      title="Update Address"
      description="Enter the debtor's new mailing address."
      onSubmit={submit}
      saving={update.isPending}
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
