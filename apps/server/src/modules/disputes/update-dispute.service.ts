import {
  type AdminDisputeUpdate,
  CLOSED_DISPUTE_STATUSES,
  DISPUTE_MESSAGES,
  type DisputeStatus,
  disputeStatusBadge,
} from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputes } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline';

const isClosed = (status: string) => (CLOSED_DISPUTE_STATUSES as readonly string[]).includes(status);

export interface DisputeChange {
  field: 'dispute_status' | 'dispute_resolution_notes';
  before: string | null;
  after: string | null;
}

/**
 * PATCH /api/admin/disputes/{id}: staff set any status freely (docs/product/disputes.md) and, optionally, the
 * resolution notes. Under the dispute's row lock, in one transaction: the new values, who closed
 * it and when (resolved or rejected; cleared when it is reopened), one audit row per changed value
 * with before and after, and a contact-timeline line when the status moves. Nothing changed,
 * nothing written.
 */
export async function updateDispute(
  db: Database,
  disputeId: number,
  update: AdminDisputeUpdate,
  editorUserId: number,
): Promise<DisputeChange[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!current) throw new HttpError(404, DISPUTE_MESSAGES.notFound);

    const changes: DisputeChange[] = [];
    if (update.status !== current.status) {
      changes.push({ field: 'dispute_status', before: current.status, after: update.status });
    }
    if (update.resolutionNotes !== undefined && update.resolutionNotes !== current.resolutionNotes) {
      changes.push({
        field: 'dispute_resolution_notes',
        before: current.resolutionNotes,
        after: update.resolutionNotes,
      });
    }
    if (changes.length === 0) return changes;

    const statusMoved = update.status !== current.status;
    const closing = statusMoved && isClosed(update.status);
    await tx
      .update(disputes)
      .set({
        status: update.status,
        ...(update.resolutionNotes !== undefined && { resolutionNotes: update.resolutionNotes }),
        ...(closing && { resolvedByUserId: editorUserId, resolvedAt: sql`now()` }),
        ...(!isClosed(update.status) && { resolvedByUserId: null, resolvedAt: null }),
        updatedAt: sql`now()`,
      })
      .where(eq(disputes.id, disputeId));

    await recordAudit(
      tx,
      changes.map((c) => ({
        debtAccountId: current.debtAccountId,
        userId: editorUserId,
        source: 'dispute',
        field: c.field,
        oldValue: c.before,
        newValue: c.after,
        reason: `Dispute #${disputeId} updated in the back office`,
      })),
    );
    if (statusMoved) {
      await addTimelineEntry(tx, {
        debtAccountId: current.debtAccountId,
        channel: 'Note',
        userId: editorUserId,
        message: `Dispute #${disputeId} marked ${disputeStatusBadge(update.status satisfies DisputeStatus).label}`,
        details: { kind: 'dispute', disputeId, from: current.status, to: update.status },
      });
    }
    return changes;
  });
}
