import { z } from 'zod';

const decimal = z.string().describe('a decimal amount as stored, e.g. "1234.50"');

/**
 * GET /api/customer/accounts: the caller's own accounts (debtor-portal account, docs/product/debtor-portal.md), with
 * the name and address the payment form fills the billing details from.
 */
export const customerAccountSchema = z.object({
  id: z.number(),
  account_number: z.string(),
  principal_original: decimal.nullable(),
  unpaid_balance: decimal,
  school_name: z.string().nullable(),
  school_group: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  account_status: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
export const customerAccountsSchema = z.array(customerAccountSchema);

/** Portal payment status: completed, pending or failed (badges, docs/product/payments.md). */
export const PORTAL_PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;

/** GET /api/customer/payments: the caller's payments, newest first (portal payment, docs/product/payments.md). */
export const customerPaymentSchema = z.object({
  id: z.number(),
  amount: decimal,
  status: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  paymentDate: z.string(),
  debtAccountId: z.number(),
  accountNumber: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  confirmationCode: z.string().nullable(),
  /** A PDF receipt exists for approved payments: GET /api/payments/{id}/receipt. */
  receiptAvailable: z.boolean(),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;
export const customerPaymentsSchema = z.array(customerPaymentSchema);

/** GET /api/customer/payment-totals: completed payments summed per account id (docs/product/payments.md). */
export const paymentTotalsSchema = z.record(z.string(), decimal);
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
