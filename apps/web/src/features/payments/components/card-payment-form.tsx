import {
  centsToDecimal,
  formatCents,
  PAYMENT_MESSAGES as M,
  type ProcessPaymentResult,
  parseCents,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import {
  type CardPaymentFormOutput,
  type CardPaymentFormValues,
  cardPaymentFormSchema,
} from '../card-form-schema';
import type { PaymentFailure } from '../payment-failure';
import { PaymentWordsIn, usePaymentWords } from '../payment-words';
import { type PaymentPayload, useCardPayment } from '../use-card-payment';
import { BillingFields } from './billing-fields';
import { CardFields } from './card-fields';
import { CARD_FORM_LOOK, type CardFormVariant, ProcessingNotice } from './card-form-look';
import { ChargeAuthorizationDialog } from './charge-authorization-dialog';
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
  /** The unpaid balance (dollars): the full-balance quick amount and the most one may pay. */
  balance: string | number;
  billingDefaults: BillingDefaults;
  channel: PaymentChannel;
  quickAmounts?: boolean;
  /** Called with the billing details of the approved attempt ('Make Another Payment' starts from them). */
  onSuccess: (result: ProcessPaymentResult, billing: BillingDefaults) => void;
  onFailure: (failure: PaymentFailure) => void;
  /**
   * 'compact' is the chat's form: tighter, always offered (no zero-balance notice, no max on the
   * amount: the server refuses more than the balance with its own message).
   */
  variant?: CardFormVariant;
  /** After a submit refused for its inputs: a summary shown above the button (the chat's 'Please fill in: …'). */
  invalidSummary?: (values: CardPaymentFormValues) => string | null;
  /** An agent on the phone: Pay opens the consumer's authorization first, and the charge carries their yes. */
  consumerAuthorization?: boolean;
  'data-testid'?: string;
}

/**
 * The one card payment form (docs/product/payments.md): amount, card, expiry, CVV and billing details,
 * checked with the server's rules, sent once per attempt to POST /api/usaepay/process-payment.
 * The page shows what follows (dialogs, failure card); the form resets after an approval.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  // The back office stays English (decision 0072): an agent's form does not follow the site language.
  return (
    <PaymentWordsIn language={props.channel === 'agent' ? 'en' : undefined}>
      <CardPaymentFormBody {...props} />
    </PaymentWordsIn>
  );
}

function CardPaymentFormBody(props: CardPaymentFormProps) {
  const { t, cents, messageText } = usePaymentWords();
  const { debtAccountId, accountLabel, defaultAmount = '', balance, billingDefaults, channel } = props;
  const variant = props.variant ?? 'page';
  const look = CARD_FORM_LOOK[variant];
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
  const [summary, setSummary] = useState<string | null>(null);
  // The payment waiting for the consumer's yes (agents only).
  const [awaiting, setAwaiting] = useState<{ payload: PaymentPayload; amountCents: number } | null>(null);
  // The billing details of the attempt in flight, for onSuccess.
  const billing = useRef(billingDefaults);
  const { submit, processing } = useCardPayment(debtAccountId, {
    onSuccess: (result) => {
      form.reset();
      props.onSuccess(result, billing.current);
    },
    onFailure: props.onFailure,
  });

  if (balanceCents <= 0 && variant === 'page') return <Alert tone="info">{messageText(M.zeroBalance)}</Alert>;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSummary(null);
      billing.current = values.billingInfo;
      const payload: PaymentPayload = {
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
      };
      if (props.consumerAuthorization) setAwaiting({ payload, amountCents: values.amount });
      else await submit(payload, values.amount);
    },
    () => setSummary(props.invalidSummary?.(form.getValues()) ?? null),
  );
  const chargeAuthorized = async () => {
    if (!awaiting) return;
    setAwaiting(null);
    await submit({ ...awaiting.payload, consumerAuthorized: true }, awaiting.amountCents);
  };

  const amountText = form.watch('amount');
  const amountCents = parseCents(amountText ?? '');
  const amountError = form.formState.errors.amount?.message;
  // The one message built with a value: rebuilt in the page's language with the balance in its format.
  const amountErrorText =
    amountError === M.amountAboveBalance(formatCents(balanceCents))
      ? t('builtMessages.amountAboveBalance', { balance: cents(balanceCents) })
      : messageText(amountError);
  const idPrefix = `${look.idPrefix}-${debtAccountId}`;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('form.label', { account: accountLabel })}
        data-testid={props['data-testid']}
        // The query container of the card and billing columns: they follow the form's width, not the screen's.
        className={`@container ${look.form}`}
      >
        <fieldset disabled={processing} className={look.inputs}>
          <div className={look.amount}>
            <TextField
              id={`${idPrefix}-amount`}
              label={t('form.amount')}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              max={variant === 'page' ? centsToDecimal(balanceCents) : undefined}
              hint={t('form.unpaidHint', { amount: cents(balanceCents) })}
              error={amountErrorText}
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
          <fieldset className={look.group}>
            <legend className={look.legend}>{t('form.cardDetails')}</legend>
            <CardFields idPrefix={idPrefix} />
          </fieldset>
          <fieldset className={look.group}>
            <legend className={look.legend}>{t('form.billing')}</legend>
            <BillingFields idPrefix={idPrefix} />
          </fieldset>
        </fieldset>
        {summary && <Alert tone="danger">{summary}</Alert>}
        {processing && <ProcessingNotice variant={variant} />}
        <Button type="submit" size={variant === 'page' ? 'lg' : undefined} fullWidth disabled={processing}>
          {processing
            ? t('form.processingButton')
            : amountCents !== null && amountCents > 0
              ? t('form.pay', { amount: cents(amountCents) })
              : t('form.payNow')}
        </Button>
      </form>
      <ChargeAuthorizationDialog
        charge={
          awaiting && {
            amountCents: awaiting.amountCents,
            cardNumber: awaiting.payload.cardNumber,
            accountNumber: accountLabel,
          }
        }
        onCancel={() => setAwaiting(null)}
        onConfirm={() => void chargeAuthorized()}
      />
    </FormProvider>
  );
}
