import type { ContactChangeRequest } from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contactChangeRequests, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { requireAccount } from '../accounts';

export const CONTACT_CHANGE_MESSAGES = {
  notFound: 'Contact change request not found',
  alreadyReviewed: 'This contact change request has already been reviewed.',
} as const;

/** An account's requests are few (one per chat form sent); this bounds a pathological list. */
const LIST_LIMIT = 200;

const reviewer = alias(users, 'reviewer');

function query(db: Database) {
  return db
    .select({
      id: contactChangeRequests.id,
      debtAccountId: contactChangeRequests.debtAccountId,
      phone: contactChangeRequests.phone,
      email: contactChangeRequests.email,
      address: contactChangeRequests.address,
      city: contactChangeRequests.city,
      state: contactChangeRequests.state,
      zip: contactChangeRequests.zip,
      reason: contactChangeRequests.reason,
      source: contactChangeRequests.source,
      status: contactChangeRequests.status,
      createdAt: contactChangeRequests.createdAt,
      reviewedByFirst: reviewer.firstName,
      reviewedByLast: reviewer.lastName,
      reviewedByUsername: reviewer.username,
      reviewedAt: contactChangeRequests.reviewedAt,
    })
    .from(contactChangeRequests)
    .leftJoin(reviewer, eq(reviewer.id, contactChangeRequests.reviewedByUserId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function present({ reviewedByFirst, reviewedByLast, reviewedByUsername, ...r }: Row): ContactChangeRequest {
  const name = [reviewedByFirst, reviewedByLast].filter(Boolean).join(' ').trim();
  return {
    ...r,
    status: r.status as ContactChangeRequest['status'],
    createdAt: r.createdAt.toISOString(),
    reviewedBy: name || reviewedByUsername || null,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

/** GET /api/debtors/{id}/contact-change-requests: every request of the account, newest first. */
export async function contactChangeRequestsOf(
  db: Database,
  accountId: number,
): Promise<ContactChangeRequest[]> {
  await requireAccount(db, accountId); // 404 for an unknown account, like the workspace's other calls
  const rows = await query(db)
    .where(eq(contactChangeRequests.debtAccountId, accountId))
    .orderBy(desc(contactChangeRequests.createdAt), desc(contactChangeRequests.id))
    .limit(LIST_LIMIT);
  return rows.map(present);
}

export interface ContactChangeReview {
  requestId: number;
  status: 'applied' | 'dismissed';
  userId: number;
  nowMs: number;
}

/**
 * PATCH /api/contact-change-requests/{id}: an agent marks a pending request applied (they made the
 * change with the workspace's update dialogs, which audit each field) or dismissed. Once only (409
 * after); the review, a timeline line and an audit row are written together under the row's lock.
 */
export async function reviewContactChangeRequest(
  db: Database,
  review: ContactChangeReview,
): Promise<ContactChangeRequest> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(contactChangeRequests)
      .where(eq(contactChangeRequests.id, review.requestId))
      .for('update');
    if (!request) throw new HttpError(404, CONTACT_CHANGE_MESSAGES.notFound);
    if (request.status !== 'pending') throw new HttpError(409, CONTACT_CHANGE_MESSAGES.alreadyReviewed);
    await tx
      .update(contactChangeRequests)
      .set({ status: review.status, reviewedByUserId: review.userId, reviewedAt: new Date(review.nowMs) })
      .where(eq(contactChangeRequests.id, request.id));
    const verb = review.status === 'applied' ? 'marked applied' : 'dismissed';
    await addTimelineEntry(tx, {
      debtAccountId: request.debtAccountId,
      channel: 'Note',
      userId: review.userId,
      message: `Contact change request #${request.id} (${request.source}) ${verb}`,
      details: { kind: 'contact_change_request', requestId: request.id, status: review.status },
    });
    await recordAudit(tx, {
      debtAccountId: request.debtAccountId,
      userId: review.userId,
      source: 'contact_change_request',
      field: 'contact_change_request_status',
      oldValue: request.status,
      newValue: review.status,
      reason: `Contact change request #${request.id}: ${request.reason}`.slice(0, 1000),
    });
  });
  const [row] = await query(db).where(eq(contactChangeRequests.id, review.requestId));
  return present(row);
}
