import {
  centsToNumber,
  type ExternalPaymentBody,
  easternDateOf,
  formatCents,
  PAYMENT_MESSAGES,
  type PaidTo,
  parseCents,
  positiveCentsSchema,
} from '@arrears/domain';
import { z } from 'zod';

/** What the Step 2 form holds: the inputs' text, read into the payload on submit. */
export interface RecordPaymentFormValues {
  amount: string;
  paymentDate: string;
  cardLast4: string;
  transactionId: string;
  notes: string;
}

/** Today on the agency's calendar (US Eastern), the day the server measures "future" against. */
export function agencyToday(nowMs = Date.now()): string {
  return easternDateOf(nowMs);
}

export function emptyPaymentForm(today = agencyToday()): RecordPaymentFormValues {
  return { amount: '', paymentDate: today, cardLast4: '', transactionId: '', notes: '' };
}

/** The balance preview (docs/product/payments.md): current balance minus the amount, in integer cents. */
export interface BalancePreview {
  balanceCents: number;
  /** null until the amount is a valid one of at least $0.01. */
  amountCents: number | null;
  newBalanceCents: number | null;
  exceedsBalance: boolean;
}

export function previewBalance(balance: string, amountText: string): BalancePreview {
  const balanceCents = parseCents(balance) ?? 0;
  const parsed = amountText.trim() ? parseCents(amountText) : null;
  const amountCents = parsed !== null && parsed >= 1 ? parsed : null;
  return {
    balanceCents,
    amountCents,
    newBalanceCents: amountCents === null ? null : balanceCents - amountCents,
    exceedsBalance: amountCents !== null && amountCents > balanceCents,
  };
}

/** The form's rules (docs/product/payments.md), the server's own, plus the selected account's balance as the ceiling. */
export function recordPaymentFormSchema(balance: string, today = agencyToday()) {
  const balanceCents = parseCents(balance) ?? 0;
  return z.object({
    amount: z
      .string()
      .transform((text, ctx) => {
        // The server's reading of an amount (at least $0.01, at most 2 decimals) on the input's text.
        const read = positiveCentsSchema.safeParse(text.trim());
        if (read.success) return read.data;
        ctx.addIssue({
          code: 'custom',
          message: read.error.issues[0]?.message ?? PAYMENT_MESSAGES.amountMin,
        });
        return z.NEVER;
      })
      .refine((cents) => cents <= balanceCents, {
        message:
          balanceCents > 0
            ? PAYMENT_MESSAGES.amountAboveBalance(formatCents(balanceCents))
            : PAYMENT_MESSAGES.zeroBalance,
      }),
    paymentDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_MESSAGES.paymentDateRequired)
      .refine((date) => date <= today, PAYMENT_MESSAGES.paymentDateInFuture),
    cardLast4: z.string().regex(/^(\d{4})?$/, PAYMENT_MESSAGES.cardLast4),
    transactionId: z.string().trim().max(100, 'Must be at most 100 characters'),
    notes: z.string().trim().max(1000, 'Must be at most 1000 characters'),
  });
}

export type RecordPaymentParsed = z.output<ReturnType<typeof recordPaymentFormSchema>>;

/**
 * The payload of POST /api/payments/record-external; the amount as an exact JSON number. Paid to the
 * agency is the server's default, so only a payment made to the client says who was paid.
 */
export function toExternalPaymentBody(
  debtAccountId: number,
  values: RecordPaymentParsed,
  paidTo: PaidTo = 'agency',
): ExternalPaymentBody {
  const text = (v: string) => (v ? v : null);
  return {
    debtAccountId,
    amount: centsToNumber(values.amount),
    transactionId: text(values.transactionId),
    paymentDate: values.paymentDate,
    cardLast4: text(values.cardLast4),
    notes: text(values.notes),
    ...(paidTo === 'client' && { paidTo }),
  };
}

/** The card-last-4 input keeps digits only, at most 4 (docs/product/payments.md). */
export function cardLast4Input(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
