import { z } from 'zod';
import { listQueryShape } from '../lists/list-query';
import { idSchema } from '../payments/money-schema';
import { DISPUTE_LIMITS as L, DISPUTE_MESSAGES as M } from './dispute-messages';
import { DISPUTE_STATUSES } from './dispute-statuses';
import { isDisputeType } from './dispute-types';

/** POST /api/customer/disputes (create payload, dispute form, docs/product/disputes.md): the form and the server use it. */
export const customerDisputeCreateSchema = z.object({
  account_id: idSchema(M.accountRequired),
  dispute_type: z
    .string({ error: M.typeRequired })
    .trim()
    .min(1, M.typeRequired)
    .refine(isDisputeType, M.typeRequired),
  dispute_reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(L.reasonMin, M.reasonRequired)
    .max(L.reasonMax, M.reasonTooLong),
  requested_action: z
    .string({ error: M.actionRequired })
    .trim()
    .min(L.actionMin, M.actionRequired)
    .max(L.actionMax, M.actionTooLong),
});
export type CustomerDisputeCreateInput = z.input<typeof customerDisputeCreateSchema>;
export type CustomerDisputeCreate = z.output<typeof customerDisputeCreateSchema>;

/** GET /api/customer/disputes item (customer dispute, docs/product/disputes.md), newest first. */
export const customerDisputeSchema = z.object({
  id: z.number(),
  debtAccountId: z.number(),
  /** As stored; shown through formatAccountNumber(accountNumber, debtAccountId). */
  accountNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  disputeType: z.string(),
  disputeReason: z.string(),
  requestedAction: z.string(),
  resolutionNotes: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type CustomerDispute = z.infer<typeof customerDisputeSchema>;
export const customerDisputesSchema = z.array(customerDisputeSchema);

/** GET /api/admin/disputes item (dispute admin view, docs/product/disputes.md), newest first. */
export const adminDisputeSchema = z.object({
  id: z.number(),
  status: z.string(),
  debtAccountId: z.number(),
  accountNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  debtAccount: z.object({ currentBalance: z.string().describe('the unpaid balance, a decimal string') }),
  submittedAt: z.string(),
  disputeType: z.string(),
  disputeReason: z.string(),
  requestedAction: z.string(),
  additionalDetails: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
  /** portal | chat */
  source: z.string(),
  resolvedAt: z.string().nullable(),
  /** Username of who resolved or rejected it. */
  resolvedBy: z.string().nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputesSchema = z.array(adminDisputeSchema);

/**
 * GET /api/admin/disputes/counts: the counters of /admin/disputes over every dispute. `pending` counts
 * the open ones (pending, under review, and any unknown status, read as pending); `underReview` is
 * part of it.
 */
export const adminDisputeCountsSchema = z.object({
  pending: z.number().int(),
  underReview: z.number().int(),
  resolved: z.number().int(),
  rejected: z.number().int(),
});
export type AdminDisputeCounts = z.infer<typeof adminDisputeCountsSchema>;

/**
 * PATCH /api/admin/disputes/{id} (docs/product/disputes.md): the new status and, optionally, resolution notes.
 * Notes left out stay as they are; blank notes clear them.
 */
export const adminDisputeUpdateSchema = z.object({
  status: z.enum(DISPUTE_STATUSES, { error: M.statusInvalid }),
  resolutionNotes: z
    .string({ error: M.notesTooLong })
    .trim()
    .max(L.notesMax, M.notesTooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type AdminDisputeUpdateInput = z.input<typeof adminDisputeUpdateSchema>;
export type AdminDisputeUpdate = z.output<typeof adminDisputeUpdateSchema>;

/** The most disputes GET /api/admin/disputes answers without parameters (about 115 kB; decision 0084). */
export const ADMIN_DISPUTES_LIMIT = 200;

/** Columns the admin disputes table sorts on (server-side, GET /api/admin/disputes?sort=). */
export const ADMIN_DISPUTE_SORTS = [
  'submittedAt',
  'status',
  'name',
  'accountNumber',
  'balance',
  'type',
  'resolvedAt',
] as const;
export type AdminDisputeSort = (typeof ADMIN_DISPUTE_SORTS)[number];

/**
 * The optional parameters of GET /api/admin/disputes. Without any the call answers every dispute,
 * newest first, as the spec says, up to ADMIN_DISPUTES_LIMIT (past it the newest ones, with the
 * total in x-total-count); with any, one page, its total in the x-total-count header (the answer is
 * an array, so it cannot carry a field of its own).
 */
export const adminDisputesQuerySchema = z.object({
  ...listQueryShape(ADMIN_DISPUTE_SORTS),
  status: z
    .enum(DISPUTE_STATUSES, { error: `status must be one of ${DISPUTE_STATUSES.join(', ')}` })
    .optional(),
  type: z
    .string()
    .regex(/^[a-z_]{1,60}$/, 'type must be a dispute type such as incorrect_amount')
    .optional(),
  /** Words of the debtor's explanation (case-insensitive). */
  reason: z.string().trim().min(1).max(100, 'reason must be at most 100 characters').optional(),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuerySchema>;
