import {
  type DebtAccountSearchHit,
  type ExternalPaymentResult,
  formatCents,
  formatMoney,
  PAID_TO,
  PAID_TO_LABELS,
  PAYMENT_MESSAGES,
  type PaidTo,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { inputClasses, TextField } from '@/ui/field';
import { useRecordExternalPaymentMutation } from '../api/record-external-payment';
import {
  agencyToday,
  cardLast4Input,
  emptyPaymentForm,
  previewBalance,
  type RecordPaymentFormValues,
  type RecordPaymentParsed,
  recordPaymentFormSchema,
  toExternalPaymentBody,
} from '../record-payment-form';

export interface PaymentDetailsStepProps {
  account: DebtAccountSearchHit;
  onRecorded: (result: ExternalPaymentResult) => void;
}

/** Step 2 of /admin/record-payment: the payment's details, the balance preview and Record Payment. */
export function PaymentDetailsStep({ account, onRecorded }: PaymentDetailsStepProps) {
  const today = agencyToday();
  const schema = useMemo(() => recordPaymentFormSchema(account.unpaidBalance, today), [account, today]);
  // The inputs hold text; the schema reads it (the amount into integer cents) on submit.
  const form = useForm<RecordPaymentFormValues, unknown, RecordPaymentParsed>({
    resolver: zodResolver(schema),
    defaultValues: emptyPaymentForm(today),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const mutation = useRecordExternalPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const amount = form.watch('amount') ?? '';
  const preview = previewBalance(account.unpaidBalance, amount);
  const notesId = useId();
  // Who received the money (decision 0051): the agency holds it in trust; a payment to the client is only reported.
  const [paidTo, setPaidTo] = useState<PaidTo>('agency');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await mutation.mutateAsync(toExternalPaymentBody(account.id, values, paidTo));
      form.reset(emptyPaymentForm(agencyToday()));
      setPaidTo('agency');
      onRecorded(result);
    } catch (error) {
      setFailure(errorMessage(error, PAYMENT_MESSAGES.recordFailed));
    }
  });

  const cardLast4 = form.register('cardLast4');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Step 2: Payment Details</CardTitle>
        <CardDescription>{`Recording a payment on account ${account.accountNumber}.`}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Payment details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Amount ($)"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              required
              placeholder="0.00"
              error={errors.amount?.message}
              {...form.register('amount')}
            />
            <TextField
              label="Payment Date"
              type="date"
              required
              max={today}
              error={errors.paymentDate?.message}
              {...form.register('paymentDate')}
            />
            <TextField
              label="Card Last 4 Digits (optional)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="1234"
              error={errors.cardLast4?.message}
              {...cardLast4}
              onChange={(event) => {
                // Digits only, at most 4, filtered here (not by maxLength) so a pasted "42-42" keeps its digits.
                event.target.value = cardLast4Input(event.target.value);
                return cardLast4.onChange(event);
              }}
            />
            <TextField
              label="Transaction ID (optional)"
              autoComplete="off"
              error={errors.transactionId?.message}
              {...form.register('transactionId')}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="font-medium text-gray-800 text-sm">Who received the payment</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              {PAID_TO.map((value) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2 text-gray-900">
                  <input
                    type="radio"
                    name="paidTo"
                    value={value}
                    checked={paidTo === value}
                    onChange={() => setPaidTo(value)}
                    className="size-4 accent-brand-600"
                  />
                  {PAID_TO_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={notesId} className="block font-medium text-gray-800 text-sm">
              Notes (optional)
            </label>
            <textarea
              id={notesId}
              rows={3}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? `${notesId}-error` : undefined}
              className={cn(inputClasses, errors.notes ? 'border-danger-700' : 'border-gray-300')}
              {...form.register('notes')}
            />
            {errors.notes && (
              <p id={`${notesId}-error`} className="text-danger-700 text-sm">
                {errors.notes.message}
              </p>
            )}
          </div>

          <dl
            className="grid grid-cols-[1fr_auto] gap-y-1 rounded-lg bg-gray-50 p-4 text-sm"
            aria-label="Balance preview"
          >
            <dt className="text-gray-700">Current Balance</dt>
            <dd className="pl-4 text-right font-medium tabular-nums">{formatCents(preview.balanceCents)}</dd>
            <dt className="text-gray-700">Payment Amount</dt>
            <dd className="pl-4 text-right font-medium tabular-nums">
              {preview.amountCents === null ? '—' : `-${formatCents(preview.amountCents)}`}
            </dd>
            <dt className="border-gray-200 border-t pt-1 font-semibold text-gray-900">New Balance</dt>
            <dd
              className={cn(
                'border-gray-200 border-t pt-1 pl-4 text-right font-bold tabular-nums',
                preview.exceedsBalance ? 'text-danger-700' : 'text-gray-900',
              )}
              data-testid="new-balance-preview"
            >
              {preview.newBalanceCents === null
                ? formatMoney(account.unpaidBalance)
                : formatCents(preview.newBalanceCents)}
            </dd>
          </dl>

          {failure && <Alert tone="danger">{failure}</Alert>}
          <Button type="submit" fullWidth disabled={!amount.trim() || mutation.isPending}>
            {mutation.isPending ? 'Recording...' : 'Record Payment'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
