import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { BillingFields, CardFields, TestCardsPanel } from '@/features/payments';
import { useSandboxPayments } from '@/lib/public-config';
import { useMessageText } from '@/lib/use-message-text';
import type { PlanMethodType, PlanMethodValues } from '../plan-method-form';
import { usePlanWords } from '../plan-words';
import { BankFields } from './bank-fields';
import { ChoiceTiles } from './choice-tiles';
import { TestBankAccountsPanel } from './test-bank-accounts-panel';

/**
 * How the payments are made: a card (the payment page's own card and billing fields) or a bank
 * account. The card or account is saved at the processor; only its token and last four digits are kept.
 */
export function MethodFields({ idPrefix, localized = false }: { idPrefix: string; localized?: boolean }) {
  const { t } = usePlanWords(localized);
  const messageText = useMessageText('payment-plans');
  const methodChoices = [
    { value: 'card' as const, label: t('method.card') },
    { value: 'ach' as const, label: t('method.ach'), hint: t('method.achHint') },
  ];
  const { watch, setValue, formState, clearErrors } = useFormContext<PlanMethodValues>();
  const sandbox = useSandboxPayments();
  // The messages come from a check on submit: an input's message goes once that input changes.
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
  const type = watch('methodType');
  return (
    // The query container of the card and billing columns: they follow the form's width.
    <div className="@container space-y-4">
      <ChoiceTiles<PlanMethodType>
        legend={t('method.howToPay')}
        name={`${idPrefix}-method`}
        choices={methodChoices}
        value={type}
        onChange={(next) => setValue('methodType', next)}
      />
      {formState.errors.methodType?.message && (
        <p className="text-danger-700 text-sm">
          {localized ? messageText(formState.errors.methodType.message) : formState.errors.methodType.message}
        </p>
      )}
      {type === 'card' ? (
        <>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold text-gray-900">{t('method.cardDetails')}</legend>
            <CardFields idPrefix={idPrefix} />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold text-gray-900">{t('method.billing')}</legend>
            <BillingFields idPrefix={idPrefix} />
          </fieldset>
          {sandbox && <TestCardsPanel />}
        </>
      ) : (
        <>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold text-gray-900">{t('method.bankAccount')}</legend>
            <BankFields idPrefix={idPrefix} localized={localized} />
          </fieldset>
          {sandbox && <TestBankAccountsPanel localized={localized} />}
        </>
      )}
    </div>
  );
}
