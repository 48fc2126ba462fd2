import {
  centsToDecimal,
  formatCents,
  PAYMENT_MESSAGES as M,
  type ProcessPaymentResult,
  parseCents,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { Spinner } from '@/ui/spinner';
import {
  type CardPaymentFormOutput,
  type CardPaymentFormValues,
  cardPaymentFormSchema,
} from '../card-form-schema';
import type { PaymentFailure } from '../payment-failure';
import { useCardPayment } from '../use-card-payment';
import { BillingFields } from './billing-fields';
import { CardFields } from './card-fields';
import { QuickAmounts } from './quick-amounts';

export interface BillingDefaults {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** Who is taking the payment: the debtor in the portal, an agent, or the chat assistant. */
export type PaymentChannel = 'portal' | 'agent' | 'chat';

const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  portal: 'Portal payment',
  agent: 'Agent payment',
  chat: 'Chat payment',
};

export interface CardPaymentFormProps {
  debtAccountId: number;
  /** The account as the payer knows it ("ACC-100001"), for the description and the heading. */
  accountLabel: string;
  /** The amount filled in at first, as a decimal string ('' for none). */
  defaultAmount?: string;
  /** The unpaid balance (decimal string): the full-balance quick amount and the most one may pay. */
  balance: string;
  billingDefaults: BillingDefaults;
  channel: PaymentChannel;
  quickAmounts?: boolean;
  onSuccess: (result: ProcessPaymentResult) => void;
  onFailure: (failure: PaymentFailure) => void;
}

/**
 * The one card payment form (docs/product/payments.md): amount, card, expiry, CVV and billing details,
 * checked with the server's rules, sent once per attempt to POST /api/usaepay/process-payment.
 * The page shows what follows (dialogs, failure card); the form resets after an approval.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  const { debtAccountId, accountLabel, defaultAmount = '', balance, billingDefaults, channel } = props;
  const balanceCents = parseCents(balance) ?? 0;
  const schema = useMemo(() => cardPaymentFormSchema(balanceCents), [balanceCents]);
  const form = useForm<CardPaymentFormValues, unknown, CardPaymentFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      amount: defaultAmount,
      cardNumber: '',
      expMonth: '',
      expYear: '',
      cvv: '',
      billingInfo: billingDefaults,
    },
  });
  const { submit, processing } = useCardPayment(debtAccountId, {
    onSuccess: (result) => {
      form.reset();
      props.onSuccess(result);
    },
    onFailure: props.onFailure,
  });

  if (balanceCents <= 0) return <Alert tone="info">{M.zeroBalance}</Alert>;

  const onSubmit = form.handleSubmit(async (values) => {
    await submit(
      {
        // Spaces stripped: the schema's output is digits only.
        cardNumber: values.cardNumber,
        expMonth: values.expMonth,
        expYear: values.expYear,
        cvv: values.cvv,
        amount: centsToDecimal(values.amount),
        billingInfo: values.billingInfo,
        description: `${CHANNEL_LABELS[channel]} for account ${accountLabel}`,
        accountId: debtAccountId,
        debtAccountId,
      },
      values.amount,
    );
  });

  const amountText = form.watch('amount');
  const amountCents = parseCents(amountText ?? '');
  const amountError = form.formState.errors.amount?.message;
  const idPrefix = `pay-${debtAccountId}`;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={`Card payment for ${accountLabel}`}
        className="space-y-6"
      >
        <fieldset disabled={processing} className="space-y-6">
          <div className="space-y-3">
            <TextField
              id={`${idPrefix}-amount`}
              label="Payment Amount ($)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              max={centsToDecimal(balanceCents)}
              hint={`Unpaid balance: ${formatCents(balanceCents)}`}
              error={amountError}
              {...form.register('amount')}
            />
            {props.quickAmounts && (
              <QuickAmounts
                balanceCents={balanceCents}
                selectedCents={amountCents}
                onPick={(cents) =>
                  form.setValue('amount', centsToDecimal(cents), { shouldValidate: true, shouldDirty: true })
                }
              />
            )}
          </div>
          <fieldset className="space-y-4">
            <legend className="mb-3 font-semibold text-gray-900">Card Details</legend>
            <CardFields idPrefix={idPrefix} />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-3 font-semibold text-gray-900">Billing Information</legend>
            <BillingFields idPrefix={idPrefix} />
          </fieldset>
        </fieldset>
        {processing && (
          <div className="flex items-center gap-3 rounded-lg bg-brand-50 px-4 py-3 text-brand-800">
            <Spinner label="Processing payment" className="shrink-0" />
            <p>Processing your payment. Please do not close or refresh this page.</p>
          </div>
        )}
        <Button type="submit" size="lg" fullWidth disabled={processing}>
          {processing
            ? 'Processing Payment...'
            : `Pay ${amountCents !== null && amountCents > 0 ? formatCents(amountCents) : 'Now'}`}
        </Button>
      </form>
    </FormProvider>
  );
}
