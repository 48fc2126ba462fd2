import { z } from 'zod';
import { COMPLIANCE_RULES } from '../compliance/compliance-types';

/** At most this many accounts ready to work are listed in My queue. */
export const MY_QUEUE_READY_LIMIT = 50;

/** The reasons an account is in My queue, best first (the server's providers, decision 0040). */
export const QUEUE_REASON_LABELS = {
  notice_overdue: 'Validation notice overdue',
  wrong_party: 'Wrong person reported',
  callback_requested: 'Callback requested',
  broken_promise: 'Broken promise',
  returned_mail: 'Returned mail',
  hot_lead: 'Hot lead',
  reply_to_read: 'Reply to read',
  validation_period: 'New: in validation period',
  never_contacted: 'Never contacted',
} as const;
export type QueueReasonCode = keyof typeof QUEUE_REASON_LABELS;
export const QUEUE_REASON_CODES = Object.keys(QUEUE_REASON_LABELS) as [QueueReasonCode, ...QueueReasonCode[]];

/** Ready to work now, or waiting on a compliance rule. */
export const QUEUE_STATES = ['ready', 'waiting'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Rows per page of My queue (decision 0110), and the most a page may ask for. */
export const MY_QUEUE_PAGE_SIZE = 25;
export const MY_QUEUE_MAX_PAGE_SIZE = 100;

export const MY_QUEUE_MESSAGES = {
  reason: `Reason must be one of ${Object.keys(QUEUE_REASON_LABELS).join(', ')}`,
  state: 'State must be ready or waiting',
  balance: 'Balance must be an amount in dollars, like 250 or 250.00',
  balanceOrder: 'The lowest balance must not be more than the highest',
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be a whole number from 1 to ${MY_QUEUE_MAX_PAGE_SIZE}`,
} as const;

const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: MY_QUEUE_MESSAGES.balance });
const toCents = (value: string) => Math.round(Number(value) * 100);

/** GET /api/admin/contact-center/my-queue?reason=&state=&minBalance=&maxBalance=&page=&pageSize= */
export const myQueueQuerySchema = z
  .object({
    reason: z.enum(QUEUE_REASON_CODES, { error: MY_QUEUE_MESSAGES.reason }).optional(),
    state: z.enum(QUEUE_STATES, { error: MY_QUEUE_MESSAGES.state }).optional(),
    minBalance: dollars.optional(),
    maxBalance: dollars.optional(),
    page: z.coerce
      .number({ error: MY_QUEUE_MESSAGES.page })
      .int({ error: MY_QUEUE_MESSAGES.page })
      .min(1, { error: MY_QUEUE_MESSAGES.page })
      .max(100_000, { error: MY_QUEUE_MESSAGES.page })
      .default(1),
    pageSize: z.coerce
      .number({ error: MY_QUEUE_MESSAGES.pageSize })
      .int({ error: MY_QUEUE_MESSAGES.pageSize })
      .min(1, { error: MY_QUEUE_MESSAGES.pageSize })
      .max(MY_QUEUE_MAX_PAGE_SIZE, { error: MY_QUEUE_MESSAGES.pageSize })
      .default(MY_QUEUE_PAGE_SIZE),
  })
  .refine(
    (q) =>
      q.minBalance === undefined ||
      q.maxBalance === undefined ||
      toCents(q.minBalance) <= toCents(q.maxBalance),
    { error: MY_QUEUE_MESSAGES.balanceOrder, path: ['maxBalance'] },
  );
export type MyQueueQuery = z.input<typeof myQueueQuerySchema>;
export type MyQueueFilters = z.output<typeof myQueueQuerySchema>;

/** Why an account is in the queue (code of a reason provider, label shown to the agent). */
export const queueReasonSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Lower comes first: the account is ordered by its best (lowest) rank. */
  rank: z.number(),
  /** What the reason is about, in a few words ("Reply: call me after 5"). */
  detail: z.string().nullable(),
});
export type QueueReason = z.infer<typeof queueReasonSchema>;

export const myQueueItemSchema = z.object({
  accountId: z.number(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  unpaidBalance: z.string(),
  /** When the account was placed with the agency (its record's creation). */
  placedAt: z.string(),
  assignedUserId: z.number().nullable(),
  reasons: z.array(queueReasonSchema).min(1),
  /** The consumer's candidate time zones and the local time in each now ("2:05 PM"). */
  localTimes: z.array(z.object({ timeZone: z.string(), localTime: z.string() })),
  /** The calling hours the guard applies there ("8:00 AM - 9:00 PM"), with the state when narrower. */
  callWindow: z.object({ hours: z.string(), state: z.string().nullable() }),
});
export type MyQueueItem = z.infer<typeof myQueueItemSchema>;

/** An account the compliance guard blocks for a call right now: the rule, and when it opens (null: not by itself). */
export const waitingQueueItemSchema = myQueueItemSchema.extend({
  rule: z.enum(COMPLIANCE_RULES),
  message: z.string().nullable(),
  opensAt: z.string().nullable(),
});
export type WaitingQueueItem = z.infer<typeof waitingQueueItemSchema>;

/**
 * A callback request whose caller no account matched (the IVR, decision 0127): only a number to call,
 * listed to admin and staff with My queue until one marks it done.
 */
export const callbackRequestItemSchema = z.object({
  id: z.number(),
  /** 10 digits. */
  phone: z.string(),
  language: z.enum(['en', 'es']),
  requestedAt: z.string(),
  /** The caller left a recorded message. */
  hasMessage: z.boolean(),
  /** Where admin and staff play it (GET, the audio), when there is one. */
  messageUrl: z.string().nullable(),
  /** Why it has no account: the number matched none, or the caller failed the identity check; null: not known. */
  reason: z.enum(['no_account', 'identity_not_verified']).nullable(),
});
export type CallbackRequestItem = z.infer<typeof callbackRequestItemSchema>;

/**
 * GET /api/admin/contact-center/my-queue: one page of the queue (ready accounts first, in queue order,
 * then the waiting ones, soonest opening first), split into its ready and waiting rows, with the counts
 * of the whole filtered queue (decision 0110).
 */
export const myQueueSchema = z.object({
  ready: z.array(myQueueItemSchema),
  waiting: z.array(waitingQueueItemSchema),
  counts: z.object({ ready: z.number(), waiting: z.number() }),
  page: z.number(),
  pageSize: z.number(),
  pages: z.number(),
  /** More accounts have a reason than one request checks against the rules: the counts are a floor. */
  truncated: z.boolean(),
  /** Admin and staff: the open callback requests of callers no account matched, oldest first. */
  callbacks: z.array(callbackRequestItemSchema).optional(),
});
export type MyQueue = z.infer<typeof myQueueSchema>;

export const unreadReplySchema = z.object({
  id: z.number(),
  accountId: z.number(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  fromNumber: z.string().nullable(),
  body: z.string(),
  receivedAt: z.string(),
});
export type UnreadReply = z.infer<typeof unreadReplySchema>;

/** GET /api/admin/contact-center/replies: unread inbound texts, oldest first. */
export const unreadRepliesSchema = z.object({ replies: z.array(unreadReplySchema) });
export type UnreadReplies = z.infer<typeof unreadRepliesSchema>;

export const ASSIGNMENT_MESSAGES = {
  badUser: 'Accounts can be assigned only to an active agency user (admin, staff or collector).',
  tooMany: 'Assign at most 500 accounts at a time.',
} as const;

/** PUT /api/admin/accounts/{id}/assignment: an agency user, or null for the unassigned pool. */
export const assignAccountBodySchema = z.object({ userId: z.number().int().positive().nullable() });
export type AssignAccountBody = z.infer<typeof assignAccountBodySchema>;

/** POST /api/admin/accounts/assignment */
export const assignAccountsBodySchema = z.object({
  accountIds: z.array(z.number().int().positive()).min(1).max(500, { error: ASSIGNMENT_MESSAGES.tooMany }),
  userId: z.number().int().positive().nullable(),
});
export type AssignAccountsBody = z.infer<typeof assignAccountsBodySchema>;

export const assignmentResultSchema = z.object({
  /** Accounts whose assignee changed (already so: not counted, not audited). */
  changed: z.number(),
  assignedUserId: z.number().nullable(),
});
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

export const assigneeSchema = z.object({ id: z.number(), name: z.string(), role: z.string() });
/** GET /api/admin/assignees: the active agency users an account may be assigned to. */
export const assigneesSchema = z.object({ assignees: z.array(assigneeSchema) });
export type Assignee = z.infer<typeof assigneeSchema>;
