import { Readable } from 'node:stream';
import { type Role, VOICE_MESSAGES as V } from '@arrears/domain';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { callRecordings, calls } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { ROUTE_ACCESS } from '../../route-access';
import { recordAudit, reviseTimelineEntry } from '../account-timeline';
import { createDocumentStore, type DocumentStore } from '../documents';
import { findCall } from './calls.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The path staff play a call's recording at. */
export const recordingPath = (callSid: string) => `/api/calls/${callSid}/recording`;

/**
 * Whether a user of this role may play recordings: the play route's own rule (route-access.ts), so
 * the workspace never shows a link its route would refuse.
 */
export function mayPlayRecordings(role: Role): boolean {
  const access = ROUTE_ACCESS['GET /api/calls/:callSid/recording'];
  return Array.isArray(access) && (access as readonly Role[]).includes(role);
}

/**
 * The account's calls that have a recording kept (not deleted by the retention job), as
 * timeline entry id → the path to play it. Calls without a timeline entry are left out.
 */
export async function recordingLinksOf(db: Database, debtAccountId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinct({ entryId: calls.timelineEntryId, callSid: calls.callSid })
    .from(callRecordings)
    .innerJoin(calls, eq(calls.id, callRecordings.callId))
    .where(
      and(
        eq(callRecordings.debtAccountId, debtAccountId),
        isNull(callRecordings.deletedAt),
        isNotNull(callRecordings.storedName),
        isNotNull(calls.timelineEntryId),
      ),
    );
  const links = new Map<number, string>();
  for (const row of rows) if (row.entryId !== null) links.set(row.entryId, recordingPath(row.callSid));
  return links;
}

let cachedStore: { key: string; store: DocumentStore } | null = null;
/** Document storage as the documents module makes it (a folder or a bucket, DOCUMENT_STORAGE). */
function storeOf(deps: AppDeps): DocumentStore {
  const key = `${deps.config.documentStorage}:${deps.config.documentsDir}`;
  if (cachedStore?.key !== key) cachedStore = { key, store: createDocumentStore(deps.config) };
  return cachedStore.store;
}

/**
 * A recording is ready (decision 0124): its audio is fetched from the provider into document
 * storage, once per recording id, linked on the call's timeline entry, and the provider's copy is
 * removed. Answers false when the call is unknown.
 */
export async function storeRecording(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: {
    callSid: string;
    recordingSid: string;
    status: string | undefined;
    durationSeconds: number | null;
  },
): Promise<boolean> {
  const call = await findCall(deps, input.callSid);
  if (!call) return false;
  if (input.status && input.status !== 'completed') return true;
  const [known] = await deps.db
    .select({ id: callRecordings.id })
    .from(callRecordings)
    .where(eq(callRecordings.recordingSid, input.recordingSid));
  if (known) return true;
  const media = await deps.telephony.fetchRecording(input.recordingSid);
  if (!media) {
    log.warn({ recordingSid: input.recordingSid }, 'telephony: the provider has no such recording');
    return true;
  }
  const store = storeOf(deps);
  const storedName = await store.put(Readable.from([media.body]));
  const inserted = await deps.db
    .insert(callRecordings)
    .values({
      callId: call.id,
      debtAccountId: call.debtAccountId,
      recordingSid: input.recordingSid,
      storedName,
      contentType: media.contentType,
      size: media.body.length,
      durationSeconds: input.durationSeconds,
      createdAt: new Date(deps.clock()),
    })
    .onConflictDoNothing()
    .returning({ id: callRecordings.id });
  if (inserted.length === 0) {
    // Twilio retried while the first delivery was storing it.
    await store.delete(storedName);
    return true;
  }
  if (call.timelineEntryId !== null) {
    const parts = await deps.db
      .select({ recordingSid: callRecordings.recordingSid, durationSeconds: callRecordings.durationSeconds })
      .from(callRecordings)
      .where(eq(callRecordings.callId, call.id))
      .orderBy(asc(callRecordings.id));
    await reviseTimelineEntry(deps.db, call.timelineEntryId, {
      details: {
        callSid: call.callSid,
        provider: call.provider,
        recordingUrl: recordingPath(call.callSid),
        recordings: parts,
      },
    });
  }
  try {
    await deps.telephony.deleteRecording(input.recordingSid);
  } catch (error) {
    log.warn(
      { err: error, recordingSid: input.recordingSid },
      'telephony: removing the provider copy failed',
    );
  }
  return true;
}

/**
 * A call's recording for staff to play (back office only), audited on the account. `recordingSid`
 * picks one part when the call has several (a call moved into its room is recorded there anew).
 */
export async function openRecording(
  deps: AppDeps,
  input: { callSid: string; recordingSid?: string; userId: number },
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const call = await findCall(deps, input.callSid);
  if (!call) throw new HttpError(404, V.recordingNotFound);
  const [recording] = await deps.db
    .select()
    .from(callRecordings)
    .where(
      and(
        eq(callRecordings.callId, call.id),
        isNull(callRecordings.deletedAt),
        input.recordingSid ? eq(callRecordings.recordingSid, input.recordingSid) : undefined,
      ),
    )
    .orderBy(asc(callRecordings.id))
    .limit(1);
  const file = recording?.storedName ? await storeOf(deps).get(recording.storedName) : null;
  if (!recording || !file) throw new HttpError(404, V.recordingNotFound);
  await recordAudit(deps.db, {
    debtAccountId: call.debtAccountId,
    userId: input.userId,
    source: 'call_recording',
    field: 'recording',
    oldValue: null,
    newValue: recording.recordingSid,
    reason: `Played the recording of call ${call.callSid}`,
  });
  return { stream: file.stream, size: file.size, contentType: recording.contentType };
}

/**
 * The daily retention job: recordings older than CALL_RECORDING_RETENTION_DAYS lose their file;
 * the row keeps when it was deleted. Answers how many were deleted.
 */
export async function deleteExpiredRecordings(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.clock() - deps.config.callRecordingRetentionDays * DAY_MS);
  const store = storeOf(deps);
  let deleted = 0;
  for (;;) {
    const batch = await deps.db
      .select({ id: callRecordings.id, storedName: callRecordings.storedName })
      .from(callRecordings)
      .where(and(isNull(callRecordings.deletedAt), lt(callRecordings.createdAt, cutoff)))
      .orderBy(asc(callRecordings.id))
      .limit(100);
    if (batch.length === 0) return deleted;
    for (const row of batch) {
      if (row.storedName) await store.delete(row.storedName);
      await deps.db
        .update(callRecordings)
        .set({ storedName: null, deletedAt: new Date(deps.clock()) })
        .where(eq(callRecordings.id, row.id));
      deleted += 1;
    }
  }
}
