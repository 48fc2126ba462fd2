import { z } from 'zod';
import { CARD_LIMITS, cardDigits, passesLuhn } from './card';
import { consumerAuthorizationSchema } from './consumer-authorization';
import { idSchema, positiveCentsSchema } from './money-schema';
import { PAYMENT_MESSAGES as M } from './payment-messages';

const expiryPart = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => Number(String(v).trim()))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters');
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

/** Billing details of a card payment (billingInfo, docs/product/payments.md); address and ZIP feed the AVS check. */
export const billingInfoSchema = z.object(
  {
    firstName: requiredName(M.firstName),
    lastName: requiredName(M.lastName),
    address: optionalText(200),
    city: optionalText(100),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, M.state)
      .optional()
      .default(''),
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, M.zip)
      .optional()
      .default(''),
  },
  { error: M.firstName },
);

/**
 * POST /api/{provider}/process-payment (docs/product/payments.md). `invoice` is the idempotency key: the form
 * makes one per attempt and sends the same one again on a retry, so a repeat never charges twice.
 * The expiry date is checked against the server's clock by the service, not here.
 */
export const processPaymentBodySchema = z
  .object({
    cardNumber: z
      .string({ error: M.cardNumberRequired })
      .transform(cardDigits)
      .refine(
        (d) =>
          d.length >= CARD_LIMITS.numberMinDigits && d.length <= CARD_LIMITS.numberMaxDigits && passesLuhn(d),
        M.cardNumber,
      ),
    expMonth: expiryPart(M.expiryMonth, 1, 12),
    /** Two or four digits ("29" or "2029"). */
    expYear: expiryPart(M.expiryYear, 0, 2099).transform((y) => (y < 100 ? 2000 + y : y)),
    cvv: z
      .string({ error: M.cvv })
      .trim()
      .regex(/^\d{3,4}$/, M.cvv),
    amount: positiveCentsSchema,
    billingInfo: billingInfoSchema,
    invoice: z
      .string({ error: M.invoice })
      .trim()
      .min(1, M.invoice)
      .max(64, 'A payment reference is at most 64 characters')
      .regex(/^[A-Za-z0-9._:-]+$/, 'A payment reference may use letters, digits and . _ : - only'),
    description: z.string().trim().max(255).optional(),
    /** Sent by the forms alongside debtAccountId; debtAccountId decides. */
    accountId: z.union([z.number(), z.string()]).optional().nullable(),
    debtAccountId: idSchema(M.account),
    /** Staff payments: the agent read the authorization words and the consumer said yes. */
    consumerAuthorized: z.boolean().optional(),
  })
  .strip();

export type ProcessPaymentBody = z.input<typeof processPaymentBodySchema>;
export type ProcessPaymentInput = z.output<typeof processPaymentBodySchema>;

/** The processor's answer as docs/product/payments.md describes it (USAePay's field names). */
export const gatewayTransactionSchema = z.object({
  result: z.string(),
  result_code: z.string().nullable(),
  refnum: z.string().nullable(),
  transactionid: z.string().nullable(),
  authcode: z.string().nullable(),
  creditcard: z.object({ type: z.string().nullable(), number: z.string().nullable() }),
  avs: z.object({ result: z.string().nullable(), result_code: z.string().nullable() }),
  cvc: z.object({ result: z.string().nullable(), result_code: z.string().nullable() }),
});
export type GatewayTransaction = z.infer<typeof gatewayTransactionSchema>;

/**
 * The answer of process-payment (payment results, docs/product/payments.md). Amounts are numbers in dollars
 * (made from integer cents, never computed in floating point). The same answer is replayed for a
 * repeated invoice.
 */
export const processPaymentResultSchema = z.object({
  success: z.boolean(),
  /** approved | declined | error | pending_reconciliation */
  status: z.string(),
  message: z.string(),
  paymentId: z.number().nullable(),
  confirmationCode: z.string().nullable(),
  transactionId: z.string().nullable(),
  transaction: gatewayTransactionSchema.nullable(),
  /** The amount applied (for a partial approval, only the approved part). */
  amount: z.number(),
  requestedAmount: z.number(),
  paymentDate: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  debtAccountId: z.number(),
  previousBalance: z.number(),
  newBalance: z.number(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  failureReason: z.string().nullable(),
  error: z.string().nullable(),
  details: z.string().nullable(),
  /** Staff payments: the consumer's recorded authorization. */
  authorization: consumerAuthorizationSchema.nullable().optional(),
});
export type ProcessPaymentResult = z.infer<typeof processPaymentResultSchema>;

/** POST /api/payments/test-charge: /test-payment's sandbox charge; nothing is recorded on an account. */
export const testChargeBodySchema = processPaymentBodySchema
  .omit({ debtAccountId: true, accountId: true })
  .extend({
    billingInfo: billingInfoSchema.optional().default({
      firstName: 'Test',
      lastName: 'Payment',
      address: '',
      city: '',
      state: '',
      zip: '',
    }),
  });
export const testChargeResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  amount: z.number(),
  transaction: gatewayTransactionSchema.nullable(),
});
export type TestChargeResult = z.infer<typeof testChargeResultSchema>;

/** POST /api/payments/:id/email-receipt. Without `email`, the account's (or the debtor's) address. */
export const emailReceiptBodySchema = z.object({
  email: z.email('Please enter a valid email address.').max(254).optional(),
});
export const emailReceiptResultSchema = z.object({ success: z.boolean(), sentTo: z.string() });
