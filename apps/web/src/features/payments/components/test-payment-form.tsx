import { centsToDecimal, type TestChargeResult } from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { useTestChargeMutation } from '../api/test-charge';
import { amountCentsSchema, cardFieldsShape, rejectExpired } from '../card-form-schema';
import { newInvoice } from '../payment-attempt';
import { CardFields } from './card-fields';

const testPaymentSchema = z
  .object({ amount: amountCentsSchema, ...cardFieldsShape })
  .superRefine(rejectExpired);
type TestPaymentValues = z.input<typeof testPaymentSchema>;
type TestPaymentOutput = z.output<typeof testPaymentSchema>;

export interface TestOutcome {
  id: number;
  at: string;
  amountCents: number;
  cardLast4: string;
  /** The gateway's answer, or null when the call was refused. */
  result: TestChargeResult | null;
  /** The refusal's text (e.g. not the sandbox gateway). */
  error: string | null;
}

/** /test-payment's form (docs/product/payments.md): default amount 25 and the same card fields as every payment form. */
export function TestPaymentForm({ onOutcome }: { onOutcome: (outcome: Omit<TestOutcome, 'id'>) => void }) {
  const charge = useTestChargeMutation();
  const inFlight = useRef(false);
  const form = useForm<TestPaymentValues, unknown, TestPaymentOutput>({
    resolver: zodResolver(testPaymentSchema),
    defaultValues: { amount: '25.00', cardNumber: '', expMonth: '', expYear: '', cvv: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const base = {
      at: new Date().toISOString(),
      amountCents: values.amount,
      cardLast4: values.cardNumber.slice(-4),
    };
    try {
      const result = await charge.mutateAsync({
        cardNumber: values.cardNumber,
        expMonth: values.expMonth,
        expYear: values.expYear,
        cvv: values.cvv,
        amount: centsToDecimal(values.amount),
        invoice: newInvoice('TEST'),
        description: 'Test payment',
      });
      onOutcome({ ...base, result, error: null });
    } catch (error) {
      onOutcome({ ...base, result: null, error: errorMessage(error, 'The test payment could not be run.') });
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Test payment" className="space-y-5">
        <fieldset disabled={charge.isPending} className="space-y-5">
          <TextField
            id="test-amount"
            label="Amount ($)"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            error={form.formState.errors.amount?.message}
            {...form.register('amount')}
          />
          <CardFields idPrefix="test" />
        </fieldset>
        <Button type="submit" fullWidth size="lg" disabled={charge.isPending}>
          {charge.isPending ? 'Processing...' : 'Run Test Payment'}
        </Button>
      </form>
    </FormProvider>
  );
}
