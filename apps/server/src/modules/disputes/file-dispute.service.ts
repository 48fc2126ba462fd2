import {
  type CustomerDispute,
  type CustomerDisputeCreate,
  DISPUTE_MESSAGES,
  disputeTypeLabel,
  OPEN_DISPUTE_STATUSES,
} from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { debtAccounts, disputes } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import type { ActiveSession } from '../../sessions/session.service';
import { addTimelineEntry, recordAudit } from '../account-timeline';

export interface NewDispute {
  debtAccountId: number;
  /** The debtor's user; null when filed through the chat, which has no login. */
  userId: number | null;
  disputeType: string;
  disputeReason: string;
  requestedAction: string;
  additionalDetails?: string | null;
  source: 'portal' | 'chat';
}

const SOURCE_WORDS: Record<NewDispute['source'], string> = {
  portal: 'the portal',
  chat: 'the chat assistant',
};

/**
 * Files a dispute inside `tx`, whose caller holds the account's row lock (so two submissions cannot
 * both pass the duplicate check): one open dispute per account and type (a second one while the
 * first is pending or under review is a 409), then the dispute, a contact-timeline line and an
 * audit row. Every channel that files disputes goes through here.
 */
export async function insertDispute(tx: Transaction, input: NewDispute) {
  const [duplicate] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.debtAccountId, input.debtAccountId),
        eq(disputes.disputeType, input.disputeType),
        inArray(disputes.status, [...OPEN_DISPUTE_STATUSES]),
      ),
    )
    .limit(1);
  if (duplicate) throw new HttpError(409, DISPUTE_MESSAGES.alreadyOpen);

  const [dispute] = await tx
    .insert(disputes)
    .values({
      debtAccountId: input.debtAccountId,
      userId: input.userId,
      disputeType: input.disputeType,
      disputeReason: input.disputeReason,
      requestedAction: input.requestedAction,
      additionalDetails: input.additionalDetails ?? null,
      status: 'pending',
      source: input.source,
    })
    .returning();
  const label = disputeTypeLabel(dispute.disputeType);
  const through = SOURCE_WORDS[input.source];
  // The chat's requested action is a code (remove_debt…); the portal's is the debtor's own words.
  const action =
    input.source === 'chat' ? disputeTypeLabel(dispute.requestedAction) : dispute.requestedAction;
  await addTimelineEntry(tx, {
    debtAccountId: input.debtAccountId,
    channel: 'Note',
    userId: input.userId,
    message: `Dispute #${dispute.id} filed through ${through}: ${label}. Requested action: ${action}`,
    details: {
      kind: 'dispute',
      disputeId: dispute.id,
      source: input.source,
      disputeType: dispute.disputeType,
    },
  });
  await recordAudit(tx, {
    debtAccountId: input.debtAccountId,
    userId: input.userId,
    source: 'dispute',
    field: 'dispute_status',
    oldValue: null,
    newValue: 'pending',
    reason: `Dispute #${dispute.id} filed through ${through} (${label})`,
  });
  return dispute;
}

export interface FileDisputeRequest {
  caller: ActiveSession['user'];
  origin: RequestOrigin;
  input: CustomerDisputeCreate;
}

/**
 * POST /api/customer/disputes: a debtor disputes one of their own accounts.
 * - Someone else's account, or one that does not exist, gets the same 403 (nothing revealed), a
 *   security event, and nothing written.
 * - Otherwise insertDispute's rules: one open dispute per account and type (409), and the dispute,
 *   its timeline line and audit row in one transaction under the account's row lock.
 */
export async function fileCustomerDispute(db: Database, req: FileDisputeRequest): Promise<CustomerDispute> {
  const { caller, input } = req;
  const accountId = input.account_id;
  const owned = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: debtAccounts.id, userId: debtAccounts.userId, accountNumber: debtAccounts.accountNumber })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, accountId))
      .for('update');
    if (!account || account.userId !== caller.id) return null;

    const dispute = await insertDispute(tx, {
      debtAccountId: accountId,
      userId: caller.id,
      disputeType: input.dispute_type,
      disputeReason: input.dispute_reason,
      requestedAction: input.requested_action,
      source: 'portal',
    });
    return {
      id: dispute.id,
      debtAccountId: accountId,
      accountNumber: account.accountNumber,
      status: dispute.status,
      createdAt: dispute.createdAt.toISOString(),
      disputeType: dispute.disputeType,
      disputeReason: dispute.disputeReason,
      requestedAction: dispute.requestedAction,
      resolutionNotes: dispute.resolutionNotes,
      resolvedAt: null,
    } satisfies CustomerDispute;
  });

  if (!owned) {
    await recordSecurityEvent(db, {
      type: 'dispute_denied',
      success: false,
      description: `Customer tried to dispute account ${accountId}, which is not theirs`,
      origin: req.origin,
      user: caller,
      details: { debtAccountId: accountId },
    });
    throw new HttpError(403, DISPUTE_MESSAGES.notYourAccount);
  }
  return owned;
}

export interface ChatDisputeInput {
  debtAccountId: number;
  disputeType: string;
  description: string;
  requestedAction: string;
  additionalDetails?: string | null;
}

/**
 * POST /api/disputes/submit: a dispute filed in a verified chat (the route has checked that the
 * account is the chat session's). No user: the chat has no login. Same rules as the portal's.
 */
export async function fileChatDispute(db: Database, input: ChatDisputeInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: debtAccounts.id })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, input.debtAccountId))
      .for('update');
    if (!account) throw new HttpError(404, 'Account not found');
    const dispute = await insertDispute(tx, {
      debtAccountId: account.id,
      userId: null,
      disputeType: input.disputeType,
      disputeReason: input.description,
      requestedAction: input.requestedAction,
      additionalDetails: input.additionalDetails?.trim() || null,
      source: 'chat',
    });
    return dispute.id;
  });
}
