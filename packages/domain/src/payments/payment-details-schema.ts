import { z } from 'zod';

/** Payment-detail filters and sort options (docs/product/payments.md). */
export const PAYMENT_METHOD_FILTERS = ['all', 'card', 'ach', 'bank_transfer'] as const;
export const PAYMENT_SORTS = ['date', 'amount', 'name'] as const;

/** GET /api/admin/payment-details: approved payments with their account (payment detail, docs/product/payments.md). */
export const paymentDetailSchema = z.object({
  paymentId: z.number(),
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
});
export type PaymentDetailsResponse = z.infer<typeof paymentDetailsResponseSchema>;
