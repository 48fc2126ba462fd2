import {
  billingInfoSchema,
  formatCents,
  isExpired,
  PAYMENT_MESSAGES as M,
  positiveCentsSchema,
  processPaymentBodySchema,
} from '@arrears/domain';
import { z } from 'zod';

/**
 * The payment forms' rules: the server's own field schemas (processPaymentBodySchema), read from the
 * strings the inputs hold, plus the expiry checked against this device's clock so an expired card
 * is caught before it is sent (the server checks again against its clock).
 */
const body = processPaymentBodySchema.shape;

/** A required input ('' gets `message`) read with one of the server's schemas, keeping its messages. */
function requiredThen<T>(message: string, next: z.ZodType<T>) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value, ctx) => {
      const parsed = next.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

export const cardFieldsShape = {
  cardNumber: requiredThen(M.cardNumberRequired, body.cardNumber),
  expMonth: requiredThen(M.expiryMonth, body.expMonth),
  expYear: requiredThen(M.expiryYear, body.expYear),
  cvv: body.cvv,
};

/** Integer cents from the amount input ('' asks for an amount rather than a format). */
export const amountCentsSchema = requiredThen(M.amountMin, positiveCentsSchema);

interface ExpiryValues {
  expMonth: unknown;
  expYear: unknown;
}

/** Flags an expired card on the month select; runs only when both selects hold a valid choice. */
export function rejectExpired(value: ExpiryValues, ctx: z.RefinementCtx): void {
  const { expMonth, expYear } = value;
  if (typeof expMonth !== 'number' || typeof expYear !== 'number') return;
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear)) return;
  if (isExpired(expMonth, expYear)) ctx.addIssue({ code: 'custom', message: M.expired, path: ['expMonth'] });
}

/** The card payment form: amount up to the unpaid balance, card, expiry, CVV and billing details. */
export function cardPaymentFormSchema(balanceCents: number) {
  return z
    .object({
      amount: amountCentsSchema.refine(
        (cents) => cents <= balanceCents,
        M.amountAboveBalance(formatCents(balanceCents)),
      ),
      ...cardFieldsShape,
      billingInfo: billingInfoSchema,
    })
    .superRefine(rejectExpired);
}

export type CardPaymentFormSchema = ReturnType<typeof cardPaymentFormSchema>;
export type CardPaymentFormValues = z.input<CardPaymentFormSchema>;
export type CardPaymentFormOutput = z.output<CardPaymentFormSchema>;

/** What the inputs hold for the card part (shared with /test-payment). */
export interface CardFieldValues {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}
