import { z } from 'zod';
import { PAID_TO } from '../ledger/ledger-postings';
import { idSchema, positiveCentsSchema } from './money-schema';
import { PAYMENT_MESSAGES as M } from './payment-messages';

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** POST /api/payments/record-external (external payment payload, docs/product/payments.md). */
export const externalPaymentSchema = z.object({
  debtAccountId: idSchema(M.account),
  amount: positiveCentsSchema,
  /** The outside system's reference; recording is idempotent on it. */
  transactionId: nullableText(100),
  /** yyyy-mm-dd; today when left out. Not in the future (checked by the service on its clock). */
  paymentDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, M.paymentDateRequired)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  cardLast4: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, M.cardLast4)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  notes: nullableText(1000),
  /** Who received the money: the agency (held in trust), or the client directly (reported to us). */
  paidTo: z.enum(PAID_TO, { error: M.paidTo }).optional().default('agency'),
});
export type ExternalPaymentInput = z.output<typeof externalPaymentSchema>;
export type ExternalPaymentBody = z.input<typeof externalPaymentSchema>;

export const externalPaymentResultSchema = z.object({
  newBalance: z.number(),
  paymentId: z.number(),
  /** True when this transaction id was recorded before: nothing changed this time. */
  duplicate: z.boolean(),
});
export type ExternalPaymentResult = z.infer<typeof externalPaymentResultSchema>;

export const DEBT_ACCOUNT_SEARCH_MIN = 3;
export const debtAccountSearchQuerySchema = z.object({
  searchTerm: z
    .string({ error: M.searchTooShort })
    .trim()
    .min(DEBT_ACCOUNT_SEARCH_MIN, M.searchTooShort)
    .max(100),
});

/** GET /api/admin/debt-accounts/search?searchTerm=: at most 20 accounts by name, number, phone or e-mail. */
export const debtAccountSearchHitSchema = z.object({
  id: z.number(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  unpaidBalance: z.string(),
  accountStatus: z.string().nullable(),
  emailAddress: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  schoolName: z.string().nullable(),
});
export type DebtAccountSearchHit = z.infer<typeof debtAccountSearchHitSchema>;

/**
 * What the search answers: each hit also carries the spec's own field names ("Account search result",
 * docs/product/payments.md), so a caller written against the spec finds them; the web reads the camelCase ones.
 */
export const debtAccountSearchResultSchema = debtAccountSearchHitSchema.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  account_number: z.string(),
  unpaid_balance: z.string(),
  school_name: z.string().nullable(),
});
export type DebtAccountSearchResult = z.infer<typeof debtAccountSearchResultSchema>;
