import {
  type AdminDispute,
  type AdminDisputeUpdate,
  type AdminDisputeUpdateInput,
  adminDisputeStatus,
  adminDisputeUpdateSchema,
  DISPUTE_STATUSES,
  DISPUTE_TOAST_MS,
  disputeStatusBadge,
  disputeTypeLabel,
  formatAccountNumber,
  formatMoney,
  formatPhone,
  DISPUTE_MESSAGES as M,
  orNotAvailable,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { toast } from '@/ui/use-toast';
import { useUpdateDisputeMutation } from '../api/update-dispute';
import { formatDisputeDateTime } from '../dispute-display';
import { debtorNameOf } from './admin-dispute-list';
import { controlProps, FieldError, FieldLabel, TextArea } from './form-controls';

/**
 * The detail dialog's content (docs/product/disputes.md): the dispute as filed and a form to set the
 * status and resolution notes. `onDone` runs after a successful save (the page clears the selection).
 */
export function AdminDisputeDialogBody({ dispute, onDone }: { dispute: AdminDispute; onDone: () => void }) {
  const ids = { status: useId(), notes: useId() };
  const mutation = useUpdateDisputeMutation();
  const form = useForm<AdminDisputeUpdateInput, unknown, AdminDisputeUpdate>({
    resolver: zodResolver(adminDisputeUpdateSchema),
    defaultValues: {
      status: adminDisputeStatus(dispute.status),
      resolutionNotes: dispute.resolutionNotes ?? '',
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        id: dispute.id,
        body: { status: values.status, resolutionNotes: values.resolutionNotes ?? null },
      });
      toast({
        title: M.updatedTitle,
        description: M.updatedDescription,
        variant: 'success',
        duration: DISPUTE_TOAST_MS.adminSuccess,
      });
      onDone();
    } catch {
      toast({
        title: M.updateFailedTitle,
        description: M.updateFailedDescription,
        variant: 'destructive',
        duration: DISPUTE_TOAST_MS.adminError,
      });
    }
  });

  const details: Array<[string, string]> = [
    ['Debtor', debtorNameOf(dispute)],
    ['Account', formatAccountNumber(dispute.accountNumber, dispute.debtAccountId)],
    ['Current Balance', formatMoney(dispute.debtAccount.currentBalance)],
    ['Email', orNotAvailable(dispute.email)],
    ['Phone', formatPhone(dispute.phone)],
    ['Submitted', formatDisputeDateTime(dispute.submittedAt)],
    ['Dispute Type', disputeTypeLabel(dispute.disputeType)],
    ['Requested Action', dispute.requestedAction],
    ['Filed Through', dispute.source === 'chat' ? 'Chat assistant' : 'Dispute portal'],
  ];
  if (dispute.resolvedBy) {
    details.push(['Closed By', `${dispute.resolvedBy}, ${formatDisputeDateTime(dispute.resolvedAt)}`]);
  }

  return (
    <>
      <DialogTitle>{`Dispute #${dispute.id}`}</DialogTitle>
      <DialogDescription>Review the dispute, then set its status and add resolution notes.</DialogDescription>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="mb-1 break-words text-gray-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm">
        <p className="font-medium text-gray-900">Reason</p>
        <p className="mt-0.5 whitespace-pre-line text-gray-700">{dispute.disputeReason}</p>
        {dispute.additionalDetails && (
          <>
            <p className="mt-2 font-medium text-gray-900">Additional Details</p>
            <p className="mt-0.5 whitespace-pre-line text-gray-700">{dispute.additionalDetails}</p>
          </>
        )}
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <div className="space-y-1.5">
          <FieldLabel htmlFor={ids.status}>Status</FieldLabel>
          <select {...controlProps(ids.status, errors.status?.message)} {...form.register('status')}>
            {DISPUTE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {disputeStatusBadge(status).label}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.status}-error`} message={errors.status?.message} />
        </div>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={ids.notes}>Resolution Notes</FieldLabel>
          <TextArea
            rows={4}
            placeholder="What was found and what was done (the debtor sees these notes)"
            {...controlProps(ids.notes, errors.resolutionNotes?.message)}
            {...form.register('resolutionNotes')}
          />
          <FieldError id={`${ids.notes}-error`} message={errors.resolutionNotes?.message} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Update Dispute'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
