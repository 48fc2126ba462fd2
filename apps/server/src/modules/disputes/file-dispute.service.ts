import {
  type CustomerDispute,
  type CustomerDisputeCreate,
  DISPUTE_MESSAGES,
  disputeTypeLabel,
  OPEN_DISPUTE_STATUSES,
} from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountAudit, contactEvents, debtAccounts, disputes } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { ActiveSession } from '../auth/session.service';
import { type RequestOrigin, recordSecurityEvent } from '../security-events/security-events.service';

export interface FileDisputeRequest {
  caller: ActiveSession['user'];
  origin: RequestOrigin;
  input: CustomerDisputeCreate;
}

/**
 * POST /api/customer/disputes: a debtor disputes one of their own accounts.
 * - Someone else's account, or one that does not exist, gets the same 403 (nothing revealed), a
 *   security event, and nothing written.
 * - One open dispute per account and type: a second one of the same type while the first is
 *   pending or under review is a 409 (a double submit or a duplicate); another type is accepted.
 * - The dispute, a contact-timeline line and an audit row are written in one transaction, under
 *   the account's row lock so two submissions cannot both pass the duplicate check.
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

    const [duplicate] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(
        and(
          eq(disputes.debtAccountId, accountId),
          eq(disputes.disputeType, input.dispute_type),
          inArray(disputes.status, [...OPEN_DISPUTE_STATUSES]),
        ),
      )
      .limit(1);
    if (duplicate) throw new HttpError(409, DISPUTE_MESSAGES.alreadyOpen);

    const [dispute] = await tx
      .insert(disputes)
      .values({
        debtAccountId: accountId,
        userId: caller.id,
        disputeType: input.dispute_type,
        disputeReason: input.dispute_reason,
        requestedAction: input.requested_action,
        status: 'pending',
        source: 'portal',
      })
      .returning();
    const label = disputeTypeLabel(dispute.disputeType);
    await tx.insert(contactEvents).values({
      debtAccountId: accountId,
      channel: 'Note',
      userId: caller.id,
      message: `Dispute #${dispute.id} filed through the portal: ${label}. Requested action: ${dispute.requestedAction}`,
      details: { kind: 'dispute', disputeId: dispute.id, source: 'portal', disputeType: dispute.disputeType },
    });
    await tx.insert(accountAudit).values({
      debtAccountId: accountId,
      userId: caller.id,
      source: 'dispute',
      field: 'dispute_status',
      oldValue: null,
      newValue: 'pending',
      reason: `Dispute #${dispute.id} filed through the portal (${label})`,
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
