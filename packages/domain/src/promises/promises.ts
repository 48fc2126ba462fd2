import { z } from 'zod';
import { listPageFields, listQueryShape } from '../lists/list-query';
import { positiveCentsSchema } from '../payments/money-schema';

/** Promises to pay (docs/decisions/0058-promises-to-pay.md). */
export const PROMISE_STATUSES = ['open', 'kept', 'broken'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

/** A promise's due date is today or one of the next PROMISE_MAX_DAYS days (Eastern calendar). */
export const PROMISE_MAX_DAYS = 30;
/** Payments posted through the due date plus these days still keep a promise. */
export const PROMISE_GRACE_DAYS = 1;

export const PROMISE_MESSAGES = {
  amountRequired: 'Enter the promised amount',
  amountAboveBalance: 'The promised amount cannot be more than the balance',
  nothingOwed: 'This account has no balance to promise',
  dueDateRequired: 'Enter the date the debtor promised to pay by',
  dueDatePast: 'The promised date cannot be in the past',
  dueDateTooFar: `The promised date must be within ${PROMISE_MAX_DAYS} days`,
  dispositionNeedsPromise: 'A payment promise needs the promised amount and date',
} as const;

const dueDate = z.iso.date({ error: PROMISE_MESSAGES.dueDateRequired });

/** POST /api/debtors/{id}/promises: amount (dollars, "12.50") into cents, dueDate YYYY-MM-DD. */
export const createPromiseBodySchema = z.object({
  amount: positiveCentsSchema,
  dueDate,
});
export type CreatePromiseBody = z.input<typeof createPromiseBodySchema>;

/** The promise of a payment_promise disposition: both optional in the schema, required by the server for it. */
export const dispositionPromiseFields = {
  promiseAmount: positiveCentsSchema.optional(),
  promiseDueDate: dueDate.optional(),
};

export const promiseSchema = z.object({
  id: z.number().int(),
  debtAccountId: z.number().int(),
  accountNumber: z.string(),
  amount: z.string(),
  dueDate: z.string(),
  status: z.enum(PROMISE_STATUSES),
  keptAt: z.string().nullable(),
  brokenAt: z.string().nullable(),
  source: z.enum(['disposition', 'api']),
  callId: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentPromise = z.infer<typeof promiseSchema>;

/** GET /api/admin/promises?status=&page=&pageSize= (newest first). */
export const promisesQuerySchema = z.object({
  status: z.enum(PROMISE_STATUSES, { error: 'status must be open, kept or broken' }).optional(),
  page: listQueryShape(['dueDate']).page,
  pageSize: listQueryShape(['dueDate']).pageSize,
});
export const promisesPageSchema = z.object({
  promises: z.array(promiseSchema),
  ...listPageFields,
});
