import { z } from 'zod';
import { PREFERRED_LANGUAGES } from '../accounts/preferred-language';
import { listPageFields } from '../lists/list-query';
import { cardDigits, passesLuhn } from '../payments/card';
import { billingInfoSchema } from '../payments/card-payment-schema';
import { idSchema, positiveCentsSchema } from '../payments/money-schema';
import { PAYMENT_MESSAGES } from '../payments/payment-messages';
import { BANK_ACCOUNT_TYPES, isValidRoutingNumber } from './bank-account';
import { PLAN_FREQUENCIES, PLAN_LIMITS } from './plan-schedule';

/** Payment arrangements: plans and settlements (docs/decisions/0060-payment-plans.md). */
export const PLAN_KINDS = ['plan', 'settlement'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const PLAN_STATUSES = [
  'pending_approval',
  'active',
  'completed',
  'broken',
  'cancelled',
  'declined',
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const INSTALLMENT_STATUSES = [
  'scheduled',
  'processing',
  'paid',
  'failed',
  'missed',
  'cancelled',
  'returned',
  // A scrub flag stopped its charge (decision 0101): never charged by itself later; staff decide.
  'held',
] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];
export const PLAN_CHANNELS = ['portal', 'chat', 'agent'] as const;

export const PLAN_MESSAGES = {
  account: 'Choose the account for the plan',
  installments: `Choose between 1 and ${PLAN_LIMITS.maxInstallments} installments`,
  settlementPayments: `A settlement is paid in 1 to ${PLAN_LIMITS.maxSettlementPayments} payments`,
  frequency: 'Choose weekly, every two weeks or monthly',
  firstDate: 'Choose the date of the first payment',
  firstDatePast: 'The first payment cannot be in the past',
  firstDateTooFar: `The first payment must be within ${PLAN_LIMITS.maxFirstDateDays} days`,
  authorization: 'Please read and accept the payment authorization',
  method: 'Choose how to pay: card or bank account',
  routingNumber: 'Please enter a valid 9-digit routing number',
  accountNumber: 'Please enter the bank account number (4 to 17 digits)',
  accountType: 'Choose checking or savings',
  nameOnAccount: 'Enter the name on the bank account',
  nothingOwed: 'This account has no balance to set up a plan for',
  alreadyHasPlan: 'This account already has an active payment plan or settlement',
  recalled: 'This account was recalled by the creditor; we can no longer set up payments on it',
  notYourAccount: 'This account is not yours',
  notFound: 'Payment plan not found',
  notCancellable: 'This plan is not active, so there is nothing to cancel',
  noSettlementOffer: 'There is no settlement offer on this account; please call us to discuss one',
  offerExpired: 'The settlement offer has expired; please call us for a new one',
  methodNotSaved: 'The payment method could not be saved. Please check the details or try another one.',
  belowMinimum: (amount: string) => `Each installment must be at least ${amount}`,
  pendingApproval:
    'This plan is outside what we can agree at once; our team will review it within one business day.',
  cancelledKeeps: (count: number) =>
    count === 0
      ? 'The plan is cancelled; no more payments will be taken.'
      : `The plan is cancelled. ${count === 1 ? 'The next payment is' : `The next ${count} payments are`} less than 3 business days away and will still be charged, as our refund policy says.`,
} as const;

const cardMethodSchema = z.object({
  type: z.literal('card'),
  cardNumber: z
    .string({ error: PAYMENT_MESSAGES.cardNumberRequired })
    .transform(cardDigits)
    .refine((d) => d.length >= 13 && d.length <= 19 && passesLuhn(d), PAYMENT_MESSAGES.cardNumber),
  expMonth: z.coerce.number({ error: PAYMENT_MESSAGES.expiryMonth }).int().min(1).max(12),
  expYear: z.coerce
    .number({ error: PAYMENT_MESSAGES.expiryYear })
    .int()
    .min(0)
    .max(2099)
    .transform((y) => (y < 100 ? 2000 + y : y)),
  cvv: z
    .string({ error: PAYMENT_MESSAGES.cvv })
    .trim()
    .regex(/^\d{3,4}$/, PAYMENT_MESSAGES.cvv),
  billingInfo: billingInfoSchema,
});

const achMethodSchema = z.object({
  type: z.literal('ach'),
  routingNumber: z
    .string({ error: PLAN_MESSAGES.routingNumber })
    .trim()
    .refine(isValidRoutingNumber, PLAN_MESSAGES.routingNumber),
  accountNumber: z
    .string({ error: PLAN_MESSAGES.accountNumber })
    .trim()
    .regex(/^\d{4,17}$/, PLAN_MESSAGES.accountNumber),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: PLAN_MESSAGES.accountType }),
  nameOnAccount: z
    .string({ error: PLAN_MESSAGES.nameOnAccount })
    .trim()
    .min(1, PLAN_MESSAGES.nameOnAccount)
    .max(100),
});

/** A card or a bank account, in the request only: the server saves it at the processor and keeps the token. */
export const planMethodSchema = z.discriminatedUnion('type', [cardMethodSchema, achMethodSchema], {
  error: PLAN_MESSAGES.method,
});
export type PlanMethodInput = z.output<typeof planMethodSchema>;

/**
 * POST /api/customer/plans (docs/product/arrangements.md). `kind: 'settlement'` accepts the account's
 * settlement offer in `installments` (1 to 3) payments; the amount comes from the offer, never the request.
 */
export const createPlanBodySchema = z.object({
  debtAccountId: idSchema(PLAN_MESSAGES.account),
  kind: z.enum(PLAN_KINDS).optional().default('plan'),
  installments: z.coerce
    .number({ error: PLAN_MESSAGES.installments })
    .int(PLAN_MESSAGES.installments)
    .min(1, PLAN_MESSAGES.installments)
    .max(PLAN_LIMITS.maxInstallments, PLAN_MESSAGES.installments),
  frequency: z.enum(PLAN_FREQUENCIES, { error: PLAN_MESSAGES.frequency }),
  firstDate: z.iso.date({ error: PLAN_MESSAGES.firstDate }),
  method: planMethodSchema,
  authorization: z.literal(true, { error: PLAN_MESSAGES.authorization }),
  /** The language the debtor read the authorization in (default English): the server keeps those words. */
  language: z.enum(PREFERRED_LANGUAGES).optional(),
});
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;
export type CreatePlanInput = z.output<typeof createPlanBodySchema>;

/**
 * POST /api/debtors/{id}/plans: an agent sets up a plan or settlement on the phone. The agent read
 * the authorization aloud and the consumer said yes. A settlement may name its amount: below the
 * client's settlement authority it waits for approval.
 */
export const agentCreatePlanBodySchema = createPlanBodySchema
  .omit({ authorization: true, language: true })
  .extend({
    settlementAmount: positiveCentsSchema.optional(),
    authorizationRead: z.literal(true, { error: PLAN_MESSAGES.authorization }),
  });
export type AgentCreatePlanBody = z.input<typeof agentCreatePlanBodySchema>;

/** PUT /api/customer/plans/{id}/method: a new card or bank account for the installments still to come. */
export const changePlanMethodBodySchema = z.object({
  method: planMethodSchema,
  authorization: z.literal(true, { error: PLAN_MESSAGES.authorization }),
  language: z.enum(PREFERRED_LANGUAGES).optional(),
});

export const installmentSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  dueDate: z.string(),
  /** Decimal string in dollars ("333.34"). */
  amount: z.string(),
  status: z.enum(INSTALLMENT_STATUSES),
  /** The day a retry is due after a decline (else the due date). */
  chargeOn: z.string(),
  attempts: z.number().int(),
  paymentId: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PlanInstallment = z.infer<typeof installmentSchema>;

export const planMethodSummarySchema = z.object({
  type: z.enum(['card', 'ach']),
  /** "Visa ending 2224", "Checking ending 7890". */
  label: z.string(),
  last4: z.string(),
});

export const planSchema = z.object({
  id: z.number().int(),
  debtAccountId: z.number().int(),
  accountNumber: z.string(),
  debtorName: z.string().nullable(),
  kind: z.enum(PLAN_KINDS),
  status: z.enum(PLAN_STATUSES),
  totalAmount: z.string(),
  balanceAtCreation: z.string(),
  installments: z.number().int(),
  frequency: z.enum(PLAN_FREQUENCIES),
  firstDate: z.string(),
  channel: z.enum(PLAN_CHANNELS),
  method: planMethodSummarySchema.nullable(),
  schedule: z.array(installmentSchema),
  /** The next installment still to be charged. */
  nextInstallment: installmentSchema.nullable(),
  authorizationWords: z.string(),
  authorizedAt: z.string(),
  approvalReason: z.string().nullable(),
  validUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  brokenAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A message for the screen (pending approval, what a cancel still charges). */
  message: z.string().nullable().optional(),
});
export type PaymentPlan = z.infer<typeof planSchema>;

/** GET /api/customer/plan-options?debtAccountId=: what the debtor may choose, before choosing. */
export const planOptionsSchema = z.object({
  debtAccountId: z.number().int(),
  balance: z.string(),
  /** The longest plan agreed at once, in installments of each frequency (the client's plan authority). */
  maxInstallments: z.object({ weekly: z.number(), biweekly: z.number(), monthly: z.number() }),
  minInstallment: z.string(),
  /** First-date bounds (yyyy-mm-dd, Eastern calendar). */
  earliestFirstDate: z.string(),
  latestFirstDate: z.string(),
  /** The settlement the client allows, or null. */
  settlementOffer: z
    .object({
      amount: z.string(),
      percent: z.string(),
      maxPayments: z.number().int(),
      validUntil: z.string(),
    })
    .nullable(),
  activePlanId: z.number().int().nullable(),
});
export type PlanOptions = z.infer<typeof planOptionsSchema>;

/** GET /api/admin/arrangements?kind=&status=&page=&pageSize= */
export const arrangementsQuerySchema = z.object({
  kind: z.enum(PLAN_KINDS, { error: 'kind must be plan or settlement' }).optional(),
  status: z.enum(PLAN_STATUSES, { error: `status must be one of ${PLAN_STATUSES.join(', ')}` }).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});

/** GET /api/admin/arrangements: one page of arrangements, newest first. */
export const arrangementsPageSchema = z.object({ plans: z.array(planSchema), ...listPageFields });

/** GET /api/admin/arrangements/installments?status=due|failed: installments due today or earlier, or failed/missed. */
export const installmentQueueQuerySchema = z.object({
  status: z.enum(['due', 'failed'], { error: 'status must be due or failed' }).optional().default('due'),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
});
export const queuedInstallmentSchema = installmentSchema.extend({
  planId: z.number().int(),
  kind: z.enum(PLAN_KINDS),
  debtAccountId: z.number().int(),
  accountNumber: z.string(),
  debtorName: z.string().nullable(),
});
export const installmentQueuePageSchema = z.object({
  installments: z.array(queuedInstallmentSchema),
  ...listPageFields,
});
export type QueuedInstallment = z.infer<typeof queuedInstallmentSchema>;

/** POST /api/admin/jobs/run-due { asOf }: runs the arrangement scheduler as of a day (not in production). */
export const runDueBodySchema = z.object({ asOf: z.iso.date({ error: 'asOf must be a date (YYYY-MM-DD)' }) });

/** The answer of run-due: what the scheduler did as of that day. */
export const runDueResultSchema = z.object({
  asOf: z.string(),
  charged: z.array(
    z.object({
      installmentId: z.number().int(),
      planId: z.number().int(),
      debtAccountId: z.number().int(),
      amount: z.string(),
      outcome: z.enum(['paid', 'failed', 'pending_reconciliation']),
      paymentId: z.number().int().nullable(),
    }),
  ),
  reminded: z.number().int(),
  retriesScheduled: z.number().int(),
  broken: z.number().int(),
  returned: z.number().int(),
  completed: z.number().int(),
});
export type RunDueResult = z.infer<typeof runDueResultSchema>;
