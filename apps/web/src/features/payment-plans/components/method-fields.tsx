import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { BillingFields, CardFields, TestCardsPanel } from '@/features/payments';
import { useSandboxPayments } from '@/lib/public-config';
import type { PlanMethodType, PlanMethodValues } from '../plan-method-form';
import { BankFields } from './bank-fields';
import { ChoiceTiles } from './choice-tiles';
import { TestBankAccountsPanel } from './test-bank-accounts-panel';

const METHOD_CHOICES = [
  { value: 'card', label: 'Debit or credit card' },
  { value: 'ach', label: 'Bank account (ACH)', hint: 'From checking or savings' },
] as const;

/**
 * How the payments are made: a card (the payment page's own card and billing fields) or a bank
 * account. The card or account is saved at the processor; only its token and last four digits are kept.
 */
export function MethodFields({ idPrefix }: { idPrefix: string }) {
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
        legend="How would you like to pay?"
        name={`${idPrefix}-method`}
        choices={METHOD_CHOICES}
        value={type}
        onChange={(next) => setValue('methodType', next)}
      />
      {formState.errors.methodType?.message && (
        <p className="text-danger-700 text-sm">{formState.errors.methodType.message}</p>
      )}
      {type === 'card' ? (
        <>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold text-gray-900">Card Details</legend>
            <CardFields idPrefix={idPrefix} />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold text-gray-900">Billing Information</legend>
            <BillingFields idPrefix={idPrefix} />
          </fieldset>
          {sandbox && <TestCardsPanel />}
        </>
      ) : (
        <>
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold text-gray-900">Bank Account</legend>
            <BankFields idPrefix={idPrefix} />
          </fieldset>
          {sandbox && <TestBankAccountsPanel />}
        </>
      )}
    </div>
  );
}
