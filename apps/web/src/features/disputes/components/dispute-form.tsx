import {
  type CustomerAccount,
  type CustomerDisputeCreate,
  type CustomerDisputeCreateInput,
  customerDisputeCreateSchema,
  DISPUTE_TOAST_MS,
  DISPUTE_TYPES,
  disputeTypeLabel,
  DISPUTE_MESSAGES as M,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { accountLabelOf } from '@/features/payments';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { useFileDisputeMutation } from '../api/file-dispute';
import { AccountInfoBox } from './account-info-box';
import { controlProps, FieldError, FieldLabel, TextArea } from './form-controls';

/** The server's own words for a refusal the debtor can act on (a duplicate, not their account); else the spec's. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.serverMessage ?? M.submissionErrorDescription;
  }
  return M.submissionErrorDescription;
}

/**
 * The 'File New Dispute' form (docs/product/disputes.md): the account box, the account id (hidden with one
 * account, a choice with several), the three required fields, the certification note, and the
 * toasts of §8. After a success the fields clear (the account stays) and the history re-fetches.
 */
export function DisputeForm({ accounts }: { accounts: readonly CustomerAccount[] }) {
  const ids = { account: useId(), type: useId(), reason: useId(), action: useId() };
  const mutation = useFileDisputeMutation();
  const form = useForm<CustomerDisputeCreateInput, unknown, CustomerDisputeCreate>({
    resolver: zodResolver(customerDisputeCreateSchema),
    defaultValues: {
      account_id: String(accounts[0]?.id ?? ''),
      dispute_type: '',
      dispute_reason: '',
      requested_action: '',
    },
  });
  const errors = form.formState.errors;
  const accountId = String(form.watch('account_id'));
  const account = accounts.find((a) => String(a.id) === accountId) ?? accounts[0];

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast({
        title: M.submittedTitle,
        description: M.submittedDescription,
        variant: 'success',
        duration: DISPUTE_TOAST_MS.success,
      });
      form.reset({
        account_id: String(body.account_id),
        dispute_type: '',
        dispute_reason: '',
        requested_action: '',
      });
    } catch (error) {
      toast({
        title: M.submissionErrorTitle,
        description: failureText(error),
        variant: 'destructive',
        duration: DISPUTE_TOAST_MS.error,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="File New Dispute">
      {account && <AccountInfoBox account={account} />}
      {accounts.length > 1 ? (
        <div className="space-y-1.5">
          <FieldLabel htmlFor={ids.account} required>
            Account
          </FieldLabel>
          <select
            {...controlProps(ids.account, errors.account_id?.message, true)}
            {...form.register('account_id')}
          >
            {accounts.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {`#${accountLabelOf(a)}`}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.account}-error`} message={errors.account_id?.message} />
        </div>
      ) : (
        <input type="hidden" {...form.register('account_id')} />
      )}
      {accounts.length <= 1 && errors.account_id && (
        <p role="alert" className="text-danger-700 text-sm">
          {errors.account_id.message}
        </p>
      )}

      <div className="space-y-1.5">
        <FieldLabel htmlFor={ids.type} required>
          Type of Dispute
        </FieldLabel>
        <select
          {...controlProps(ids.type, errors.dispute_type?.message, true)}
          {...form.register('dispute_type')}
        >
          <option value="">Select a dispute type</option>
          {DISPUTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {disputeTypeLabel(type)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.type}-error`} message={errors.dispute_type?.message} />
      </div>

      <div className="space-y-1.5">
        <FieldLabel htmlFor={ids.reason} required>
          Detailed Explanation
        </FieldLabel>
        <TextArea
          rows={5}
          placeholder="Explain why you are disputing this debt (at least 10 characters)"
          {...controlProps(ids.reason, errors.dispute_reason?.message, true)}
          {...form.register('dispute_reason')}
        />
        <FieldError id={`${ids.reason}-error`} message={errors.dispute_reason?.message} />
      </div>

      <div className="space-y-1.5">
        <FieldLabel htmlFor={ids.action} required>
          Requested Action
        </FieldLabel>
        {/* A textarea: the example wraps on a phone instead of being cut off. */}
        <TextArea
          rows={3}
          placeholder="For example: remove the late fees, or send validation of the debt"
          {...controlProps(ids.action, errors.requested_action?.message, true)}
          {...form.register('requested_action')}
        />
        <FieldError id={`${ids.action}-error`} message={errors.requested_action?.message} />
      </div>

      <p className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-gray-700 text-sm">
        {M.certification}
      </p>

      <Button type="submit" fullWidth size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? M.submitting : M.submit}
      </Button>
    </form>
  );
}
