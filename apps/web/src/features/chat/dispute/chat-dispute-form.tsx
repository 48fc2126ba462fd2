import {
  CHAT_DISPUTE_TYPES,
  CHAT_REQUESTED_ACTIONS,
  type ChatDisputeBody,
  chatDisputeBodySchema,
  CHAT_MESSAGES as M,
} from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { useChatText } from '../chat-text';

const options = (codes: readonly string[], label: (code: string) => string) =>
  codes.map((value) => ({ value, label: label(value) }));

/**
 * Chat dispute (docs/product/chat.md): type, reason and requested action required (one message for all),
 * additional details optional. Checked with the server's schema before it is sent.
 */
export function ChatDisputeForm({
  debtAccountId,
  pending,
  onSubmit,
}: {
  debtAccountId: number;
  pending: boolean;
  onSubmit: (body: ChatDisputeBody) => void;
}) {
  const { t, say } = useChatText();
  // The dispute types are the portal's, said with the disputes catalogue's words for each code.
  const { t: disputeWords } = useTranslation('disputes');
  const id = useId();
  const [values, setValues] = useState({
    disputeType: '',
    description: '',
    requestedAction: '',
    additionalDetails: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { debtAccountId, ...values, additionalDetails: values.additionalDetails.trim() || null };
    const parsed = chatDisputeBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.disputeRequired);
      return;
    }
    setError(null);
    onSubmit(body as ChatDisputeBody);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('forms.dispute.label')}
      data-testid="chat-dispute-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      <p className="text-gray-700 text-sm">{t('messages.disputePrompt')}</p>
      <fieldset disabled={pending} className="space-y-3">
        <SelectField
          label={t('forms.dispute.type')}
          placeholder={t('forms.dispute.typePlaceholder')}
          options={options(CHAT_DISPUTE_TYPES, (code) => disputeWords(`types.${code}`))}
          value={values.disputeType}
          onChange={set('disputeType')}
          aria-required="true"
        />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-reason`} className="block font-medium text-gray-800 text-sm">
            {t('forms.dispute.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={5000}
            aria-required="true"
            className={cn(inputClasses, 'border-gray-300')}
            value={values.description}
            onChange={set('description')}
          />
        </div>
        <SelectField
          label={t('forms.dispute.action')}
          placeholder={t('forms.dispute.actionPlaceholder')}
          options={options(CHAT_REQUESTED_ACTIONS, (code) => t(`forms.dispute.actions.${code}`))}
          value={values.requestedAction}
          onChange={set('requestedAction')}
          aria-required="true"
        />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-details`} className="block font-medium text-gray-800 text-sm">
            {t('forms.dispute.details')}
          </label>
          <textarea
            id={`${id}-details`}
            rows={2}
            maxLength={5000}
            className={cn(inputClasses, 'border-gray-300')}
            value={values.additionalDetails}
            onChange={set('additionalDetails')}
          />
        </div>
      </fieldset>
      {error && <Alert tone="danger">{say(error)}</Alert>}
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? t('forms.dispute.submitting') : t('forms.dispute.submit')}
      </Button>
    </form>
  );
}
