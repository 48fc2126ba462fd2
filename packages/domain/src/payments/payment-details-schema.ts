import { z } from 'zod';
import { listDateParam, listPageFields, listQueryShape } from '../lists/list-query';

/** Payment-detail filters and sort options (docs/product/payments.md). */
export const PAYMENT_METHOD_FILTERS = ['all', 'card', 'ach', 'bank_transfer'] as const;
export const PAYMENT_SORTS = ['date', 'amount', 'name'] as const;

/** GET /api/admin/payment-details: approved payments with their account (payment detail, docs/product/payments.md). */
export const paymentDetailSchema = z.object({
  paymentId: z.number(),
  /** The account paid on: the debtor's name opens its workspace (decision 0114). */
  debtAccountId: z.number(),
  fullName: z.string().nullable(),
  accountNumber: z.string(),
  /** The processor's reference (transaction id, else the imported reference number). */
  transactionId: z.string().nullable(),
  /** The PAY- code a debtor quotes (card payments taken here); null for imported and external ones. */
  confirmationCode: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  emailAddress: z.string().nullable(),
  schoolName: z.string().nullable(),
  schoolCampus: z.string().nullable(),
  amount: z.string(),
  paymentDate: z.string(),
  paymentMethod: z.string(),
  /** import | portal | external | agent | chat */
  source: z.string(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentDetailsResponseSchema = z.object({
  paymentDetails: z.array(paymentDetailSchema),
  summary: z.object({
    totalAmount: z.string(),
    totalPayments: z.number(),
    dateRange: z.object({ latest: z.string().nullable(), earliest: z.string().nullable() }),
  }),
  /** Only when the caller asked for a page: the rows matching its filters, and the page shown. */
  ...listPageFields,
  /** Only with a page: the original creditors of the approved payments, A to Z (the creditor filter's choices). */
  creditors: z.array(z.string()).optional(),
});
export type PaymentDetailsResponse = z.infer<typeof paymentDetailsResponseSchema>;

/** Columns the payments table sorts on (server-side, GET /api/admin/payment-details?sort=). */
export const PAYMENT_DETAIL_SORTS = [
  'date',
  'amount',
  'name',
  'accountNumber',
  'method',
  'creditor',
  'confirmationCode',
  'reference',
] as const;
export type PaymentDetailSort = (typeof PAYMENT_DETAIL_SORTS)[number];

/**
 * The optional parameters of GET /api/admin/payment-details. Without any of them the call answers as
 * the spec says (the newest approved payments, up to the list's limit); with any, one sorted, filtered
 * page plus `total`, `page` and `pageSize`.
 */
export const paymentDetailsQuerySchema = z
  .object({
    ...listQueryShape(PAYMENT_DETAIL_SORTS),
    method: z
      .enum(PAYMENT_METHOD_FILTERS, { error: `method must be one of ${PAYMENT_METHOD_FILTERS.join(', ')}` })
      .optional(),
    creditor: z.string().trim().min(1).max(200, 'creditor must be at most 200 characters').optional(),
    status: z
      .string()
      .regex(/^[a-z_]{1,40}$/, 'status must be a payment status such as approved or declined')
      .optional(),
    from: listDateParam('from'),
    to: listDateParam('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to', path: ['to'] });
export type PaymentDetailsQuery = z.infer<typeof paymentDetailsQuerySchema>;
