import { type CallbackRequestItem, formatPhone } from '@arrears/domain';
import { and, asc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callbackRequests, calls, debtAccounts, ivrCalls } from '../../db/schema';
import { inScope, type QueueScope } from './queue-scope';
import type { ReasonHit } from './reason-hit';

export interface CallbackRequestInput {
  debtAccountId: number | null;
  /** The number to call back, 10 digits. */
  phone: string;
  source: 'ivr';
  language: 'en' | 'es';
  /** The provider's call the request was made on: one request per call. */
  callSid: string;
  requestedAt: Date;
}

/**
 * A consumer asks to be called back (the IVR). The request of an account shows in My queue as
 * "Callback requested" until a call is placed to the account after it. Asked twice on one call, it
 * is kept once (the number of the second).
 */
export async function requestCallback(db: Database, input: CallbackRequestInput): Promise<number> {
  const [row] = await db
    .insert(callbackRequests)
    .values(input)
    .onConflictDoUpdate({ target: callbackRequests.callSid, set: { phone: input.phone } })
    .returning({ id: callbackRequests.id });
  return row.id;
}

/** The consumer's recorded message of the call's request (the provider's recording URL). */
export async function attachCallbackRecording(db: Database, callSid: string, recordingUrl: string) {
  await db.update(callbackRequests).set({ recordingUrl }).where(eq(callbackRequests.callSid, callSid));
}

const LIMIT = 200;

/** The open requests on accounts in scope: no call placed to the account since. */
export async function openCallbackRequests(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const rows = await db
    .select({
      accountId: callbackRequests.debtAccountId,
      phone: callbackRequests.phone,
      at: callbackRequests.requestedAt,
      recording: callbackRequests.recordingUrl,
    })
    .from(callbackRequests)
    .innerJoin(debtAccounts, eq(debtAccounts.id, callbackRequests.debtAccountId))
    .where(
      and(
        inScope(scope),
        isNull(callbackRequests.doneAt),
        notExists(
          db
            .select({ x: sql`1` })
            .from(calls)
            .where(
              and(
                eq(calls.debtAccountId, callbackRequests.debtAccountId),
                gt(calls.createdAt, callbackRequests.requestedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(callbackRequests.requestedAt))
    .limit(LIMIT);
  return rows.map((r) => ({
    accountId: r.accountId as number,
    detail: `Callback requested by phone (IVR) at ${formatPhone(r.phone)} (${r.at.toISOString().slice(0, 10)})${r.recording ? ', with a message' : ''}`,
  }));
}

/** How long a request with no account stays listed unless marked done. */
export const UNMATCHED_CALLBACK_DAYS = 30;

/** Where admin and staff play the message of a request with no account. */
export const callbackMessagePath = (id: number) =>
  `/api/admin/contact-center/callback-requests/${id}/message`;

/** The open requests of callers no account matched (admin and staff see them with My queue). */
export async function unmatchedCallbacks(db: Database, nowMs: number): Promise<CallbackRequestItem[]> {
  const since = new Date(nowMs - UNMATCHED_CALLBACK_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      id: callbackRequests.id,
      phone: callbackRequests.phone,
      language: callbackRequests.language,
      requestedAt: callbackRequests.requestedAt,
      recordingUrl: callbackRequests.recordingUrl,
      identityFailures: ivrCalls.identityFailures,
    })
    .from(callbackRequests)
    // Read only: the IVR's call says whether the caller failed its identity check before asking.
    .leftJoin(ivrCalls, eq(ivrCalls.callSid, callbackRequests.callSid))
    .where(
      and(
        isNull(callbackRequests.debtAccountId),
        isNull(callbackRequests.doneAt),
        gt(callbackRequests.requestedAt, since),
      ),
    )
    .orderBy(asc(callbackRequests.requestedAt), asc(callbackRequests.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    language: r.language === 'es' ? 'es' : 'en',
    requestedAt: r.requestedAt.toISOString(),
    hasMessage: r.recordingUrl !== null,
    messageUrl: r.recordingUrl !== null ? callbackMessagePath(r.id) : null,
    reason:
      r.identityFailures === null ? null : r.identityFailures > 0 ? 'identity_not_verified' : 'no_account',
  }));
}

/** The provider's id of a request's recorded message (no account, not done), from its recording URL. */
export async function callbackRecordingSid(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ url: callbackRequests.recordingUrl })
    .from(callbackRequests)
    .where(
      and(
        eq(callbackRequests.id, id),
        isNull(callbackRequests.debtAccountId),
        isNull(callbackRequests.doneAt),
      ),
    );
  const sid = row?.url ? /\/Recordings\/(RE[0-9a-fA-F]{32})(?:\.\w+)?$/.exec(row.url) : null;
  return sid ? sid[1] : null;
}

/** Staff called the number back: the request of no account is done (false: no such open request). */
export async function markCallbackDone(db: Database, id: number, userId: number, nowMs: number) {
  const done = await db
    .update(callbackRequests)
    .set({ doneAt: new Date(nowMs), doneByUserId: userId })
    .where(
      and(
        eq(callbackRequests.id, id),
        isNull(callbackRequests.debtAccountId),
        isNull(callbackRequests.doneAt),
      ),
    )
    .returning({ id: callbackRequests.id });
  return done.length > 0;
}
