import {
  type CustomerAccount,
  type CustomerDisputeCreate,
  type CustomerDisputeCreateInput,
  customerDisputeCreateSchema,
  DISPUTE_TOAST_MS,
  DISPUTE_TYPES,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountLabelOf } from '@/features/payments';
import { ApiError } from '@/lib/api-client';
import { useMessageText } from '@/lib/use-message-text';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { useFileDisputeMutation } from '../api/file-dispute';
import { AccountInfoBox } from './account-info-box';
import { controlProps, FieldError, FieldLabel, TextArea } from './form-controls';

/** The server's own words for a refusal the debtor can act on (a duplicate, not their account); else none (the spec's). */
function serverRefusal(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.serverMessage;
  }
  return undefined;
}

/**
 * The 'File New Dispute' form (docs/product/disputes.md): the account box, the account id (hidden with one
 * account, a choice with several), the three required fields, the certification note, and the
 * toasts of §8. After a success the fields clear (the account stays) and the history re-fetches.
 */
export function DisputeForm({ accounts }: { accounts: readonly CustomerAccount[] }) {
  const ids = { account: useId(), type: useId(), reason: useId(), action: useId() };
  const mutation = useFileDisputeMutation();
  const { t } = useTranslation('disputes');
  const messageText = useMessageText('disputes');
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
        title: t('form.submittedTitle'),
        description: t('form.submittedDescription'),
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
        title: t('form.submissionErrorTitle'),
        description: messageText(serverRefusal(error)) ?? t('form.submissionErrorDescription'),
        variant: 'destructive',
        duration: DISPUTE_TOAST_MS.error,
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('portal.fileNew')}>
      {account && <AccountInfoBox account={account} />}
      {accounts.length > 1 ? (
        <div className="space-y-1.5">
          <FieldLabel htmlFor={ids.account} required>
            {t('form.account')}
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
          <FieldError id={`${ids.account}-error`} message={messageText(errors.account_id?.message)} />
        </div>
      ) : (
        <input type="hidden" {...form.register('account_id')} />
      )}
      {accounts.length <= 1 && errors.account_id && (
        <p role="alert" className="text-danger-700 text-sm">
          {messageText(errors.account_id.message)}
        </p>
      )}

      <div className="space-y-1.5">
        <FieldLabel htmlFor={ids.type} required>
          {t('form.type')}
        </FieldLabel>
        <select
          {...controlProps(ids.type, errors.dispute_type?.message, true)}
          {...form.register('dispute_type')}
        >
          <option value="">{t('form.typePlaceholder')}</option>
          {DISPUTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.type}-error`} message={messageText(errors.dispute_type?.message)} />
      </div>

      <div className="space-y-1.5">
        <FieldLabel htmlFor={ids.reason} required>
          {t('form.reason')}
        </FieldLabel>
        <TextArea
          rows={5}
          placeholder={t('form.reasonPlaceholder')}
          {...controlProps(ids.reason, errors.dispute_reason?.message, true)}
          {...form.register('dispute_reason')}
        />
        <FieldError id={`${ids.reason}-error`} message={messageText(errors.dispute_reason?.message)} />
      </div>

      <div className="space-y-1.5">
        <FieldLabel htmlFor={ids.action} required>
          {t('form.action')}
        </FieldLabel>
        {/* A textarea: the example wraps on a phone instead of being cut off. */}
        <TextArea
          rows={3}
          placeholder={t('form.actionPlaceholder')}
          {...controlProps(ids.action, errors.requested_action?.message, true)}
          {...form.register('requested_action')}
        />
        <FieldError id={`${ids.action}-error`} message={messageText(errors.requested_action?.message)} />
      </div>

      <p className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-gray-700 text-sm">
        {t('form.certification')}
      </p>

      <Button type="submit" fullWidth size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
