import {
  type ChatAccountInfo,
  centsToDecimal,
  formatAccountNumber,
  formatCents,
  type ProcessPaymentResult,
  parseCents,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type CardPaymentFormOutput,
  type CardPaymentFormValues,
  cardPaymentFormSchema,
} from '@/features/payments/card-form-schema';
import { BillingFields } from '@/features/payments/components/billing-fields';
import { CardFields } from '@/features/payments/components/card-fields';
import type { BillingDefaults } from '@/features/payments/components/card-payment-form';
import { QuickAmounts } from '@/features/payments/components/quick-amounts';
import type { PaymentFailure } from '@/features/payments/payment-failure';
import { useCardPayment } from '@/features/payments/use-card-payment';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import { missingFieldsText } from './missing-fields';

/**
 * The chat's card payment (docs/product/chat.md): the payment pages' card and billing inputs, quick
 * amounts and single-attempt sender, with the chat's own 'Please fill in: …' summary. The most
 * one may pay is the account's unpaid balance (the server refuses more with its own message).
 */
export function ChatPaymentForm({
  account,
  billingDefaults,
  onApproved,
  onFailed,
}: {
  account: ChatAccountInfo;
  billingDefaults: BillingDefaults;
  onApproved: (result: ProcessPaymentResult, billing: BillingDefaults) => void;
  onFailed: (failure: PaymentFailure) => void;
}) {
  const balanceCents = parseCents(account.unpaid_balance) ?? 0;
  const schema = useMemo(() => cardPaymentFormSchema(balanceCents), [balanceCents]);
  const form = useForm<CardPaymentFormValues, unknown, CardPaymentFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      amount: '',
      cardNumber: '',
      expMonth: '',
      expYear: '',
      cvv: '',
      billingInfo: billingDefaults,
    },
  });
  const [missing, setMissing] = useState<string | null>(null);
  // The billing details of the attempt: 'Make Another Payment' starts from them.
  const billing = useRef(billingDefaults);
  const { submit, processing } = useCardPayment(account.id, {
    onSuccess: (result) => onApproved(result, billing.current),
    onFailure: onFailed,
  });
  const label = formatAccountNumber(account.account_number, account.id);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setMissing(null);
      billing.current = values.billingInfo;
      await submit(
        {
          cardNumber: values.cardNumber,
          expMonth: values.expMonth,
          expYear: values.expYear,
          cvv: values.cvv,
          amount: centsToDecimal(values.amount),
          billingInfo: values.billingInfo,
          description: `Chat payment for account ${label}`,
          accountId: account.id,
          debtAccountId: account.id,
        },
        values.amount,
      );
    },
    () => setMissing(missingFieldsText(form.getValues())),
  );

  const amountCents = parseCents(form.watch('amount') ?? '');
  const idPrefix = `chat-pay-${account.id}`;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={`Card payment for ${label}`}
        data-testid="chat-payment-form"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-3"
      >
        <fieldset disabled={processing} className="space-y-4">
          <div className="space-y-2">
            <TextField
              id={`${idPrefix}-amount`}
              label="Payment Amount ($)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              hint={`Unpaid balance: ${formatCents(balanceCents)}`}
              error={form.formState.errors.amount?.message}
              {...form.register('amount')}
            />
            <QuickAmounts
              balanceCents={balanceCents}
              selectedCents={amountCents}
              onPick={(cents) =>
                form.setValue('amount', centsToDecimal(cents), { shouldValidate: true, shouldDirty: true })
              }
            />
          </div>
          <fieldset className="space-y-3">
            <legend className="mb-2 font-semibold text-gray-900 text-sm">Card Details</legend>
            <CardFields idPrefix={idPrefix} />
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="mb-2 font-semibold text-gray-900 text-sm">Billing Information</legend>
            <BillingFields idPrefix={idPrefix} />
          </fieldset>
        </fieldset>
        {missing && <Alert tone="danger">{missing}</Alert>}
        {processing && (
          <p className="flex items-center gap-2 text-brand-800 text-sm">
            <Spinner label="Processing payment" className="shrink-0" />
            Processing your payment. Please wait.
          </p>
        )}
        <Button type="submit" fullWidth disabled={processing}>
          {processing
            ? 'Processing Payment...'
            : `Pay ${amountCents !== null && amountCents > 0 ? formatCents(amountCents) : 'Now'}`}
        </Button>
      </form>
    </FormProvider>
  );
}
