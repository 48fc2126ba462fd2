import { z } from 'zod';
import { COMPLIANCE_RULES } from '../compliance/compliance-types';

/** At most this many accounts ready to work are listed in My queue. */
export const MY_QUEUE_READY_LIMIT = 50;

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
});
export type MyQueueItem = z.infer<typeof myQueueItemSchema>;

/** An account the compliance guard blocks for a call right now: the rule, and when it opens (null: not by itself). */
export const waitingQueueItemSchema = myQueueItemSchema.extend({
  rule: z.enum(COMPLIANCE_RULES),
  message: z.string().nullable(),
  opensAt: z.string().nullable(),
});
export type WaitingQueueItem = z.infer<typeof waitingQueueItemSchema>;

/** GET /api/admin/contact-center/my-queue */
export const myQueueSchema = z.object({
  ready: z.array(myQueueItemSchema),
  waiting: z.array(waitingQueueItemSchema),
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
