import {
  type CallDisposition,
  type CallStatus,
  DISPOSITION_LABELS,
  formatPhone,
  isTerminalCallStatus,
  CONTACT_CENTER_MESSAGES as M,
  PROMISE_MESSAGES,
} from '@arrears/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { calls } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { toE164 } from '../../providers/telephony/telephony-provider';
import { mayMoveTo } from '../../providers/telephony/telephony-shared';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { guardContact } from '../compliance';
import { checkPromise, createPromise } from '../promises';

interface Agent {
  id: number;
}

type CallRow = typeof calls.$inferSelect;

export const CALL_STATUS_WEBHOOK_PATH = '/api/webhooks/twilio/call-status';

async function findCall(deps: AppDeps, callSid: string): Promise<CallRow | null> {
  const [row] = await deps.db.select().from(calls).where(eq(calls.callSid, callSid)).limit(1);
  return row ?? null;
}

/** The call of a debtor route: 404 when unknown or on another account. */
async function callOfAccount(deps: AppDeps, debtAccountId: number, callSid: string): Promise<CallRow> {
  const row = await findCall(deps, callSid);
  if (!row || row.debtAccountId !== debtAccountId) throw new HttpError(404, M.callNotFound);
  return row;
}

/** Brings the stored call up to what the provider reports now (the simulator); returns the row. */
async function refreshCall(deps: AppDeps, row: CallRow): Promise<CallRow> {
  const progress = await deps.telephony.callProgress(row.callSid);
  if (!progress || !mayMoveTo(row.status, progress.status)) return row;
  const [updated] = await deps.db
    .update(calls)
    .set({
      status: progress.status,
      answeredAt: progress.answeredAtMs === null ? row.answeredAt : new Date(progress.answeredAtMs),
      endedAt: progress.endedAtMs === null ? row.endedAt : new Date(progress.endedAtMs),
      durationSeconds: progress.durationSeconds ?? row.durationSeconds,
      updatedAt: new Date(deps.clock()),
    })
    .where(eq(calls.id, row.id))
    .returning();
  return updated;
}

/**
 * Places the agent's call. The compliance rules are asked first (decision 0024): a blocked call is
 * answered 409 with the rule and never reaches the provider; the attempt is recorded either way.
 */
export async function initiateCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; user: Agent; phoneNumber: string },
): Promise<{ callSid: string; status: CallStatus }> {
  await guardContact(deps, {
    accountId: input.debtAccountId,
    channel: 'call',
    target: input.phoneNumber,
    user: input.user,
  });
  const provider = deps.telephony;
  let started: { callSid: string; status: CallStatus };
  try {
    started = await provider.startCall({
      to: toE164(input.phoneNumber),
      from: provider.fromNumber,
      statusCallbackUrl: `${deps.config.publicUrl.replace(/\/+$/, '')}${CALL_STATUS_WEBHOOK_PATH}`,
    });
  } catch (error) {
    log.warn({ err: error }, 'telephony: starting a call failed');
    throw new HttpError(502, M.callFailed.description);
  }
  await deps.db.insert(calls).values({
    callSid: started.callSid,
    provider: provider.name,
    debtAccountId: input.debtAccountId,
    userId: input.user.id,
    toNumber: input.phoneNumber,
    fromNumber: provider.fromNumber,
    status: started.status,
    // On the app clock: the frequency rule counts calls by when they were placed (tests move it).
    createdAt: new Date(deps.clock()),
  });
  await addTimelineEntry(deps.db, {
    debtAccountId: input.debtAccountId,
    channel: 'Call',
    userId: input.user.id,
    message: `Outbound call to ${formatPhone(input.phoneNumber)}`,
    details: { callSid: started.callSid, provider: provider.name },
  });
  return started;
}

export async function readCallStatus(
  deps: AppDeps,
  callSid: string,
): Promise<{ callSid: string; status: string }> {
  const row = await findCall(deps, callSid);
  if (!row) throw new HttpError(404, M.callNotFound);
  const current = await refreshCall(deps, row);
  return { callSid, status: current.status };
}

export async function sendDtmf(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; callSid: string; digits: string },
): Promise<{ callSid: string; status: string }> {
  const row = await refreshCall(deps, await callOfAccount(deps, input.debtAccountId, input.callSid));
  if (isTerminalCallStatus(row.status)) throw new HttpError(409, M.callNotActive);
  try {
    await deps.telephony.sendDigits(row.callSid, input.digits);
  } catch (error) {
    log.warn({ err: error }, 'telephony: sending digits failed');
    throw new HttpError(502, M.dtmfFailed.description);
  }
  await deps.db
    .update(calls)
    .set({ digitsSent: sql`${calls.digitsSent} || ${input.digits}`, updatedAt: new Date(deps.clock()) })
    .where(eq(calls.id, row.id));
  return { callSid: row.callSid, status: row.status };
}

/** Ends the call; on a call that has already ended it answers its final status (idempotent). */
export async function hangUpCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; callSid: string },
): Promise<{ callSid: string; status: string }> {
  const row = await refreshCall(deps, await callOfAccount(deps, input.debtAccountId, input.callSid));
  if (isTerminalCallStatus(row.status)) return { callSid: row.callSid, status: row.status };
  try {
    await deps.telephony.hangUp(row.callSid);
  } catch (error) {
    log.warn({ err: error }, 'telephony: hanging up failed');
    throw new HttpError(502, M.hangUpFailed.description);
  }
  const after = await refreshCall(deps, row);
  if (isTerminalCallStatus(after.status)) return { callSid: row.callSid, status: after.status };
  // Twilio: the completed callback brings the duration; until then the call counts as ended now.
  const now = deps.clock();
  const status: CallStatus = row.status === 'in-progress' ? 'completed' : 'canceled';
  await deps.db
    .update(calls)
    .set({ status, endedAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(calls.id, row.id), eq(calls.status, row.status)));
  return { callSid: row.callSid, status };
}

/** Saves the call's disposition once (409 the second time) and puts it on the timeline. */
export async function saveDisposition(
  deps: AppDeps,
  input: {
    debtAccountId: number;
    user: Agent;
    callSid: string;
    disposition: CallDisposition;
    notes: string;
    promiseAmount?: number;
    promiseDueDate?: string;
  },
): Promise<{ success: true }> {
  const row = await callOfAccount(deps, input.debtAccountId, input.callSid);
  const now = new Date(deps.clock());
  const promise = await promiseOfDisposition(deps, input, now.getTime());
  const saved = await deps.db
    .update(calls)
    .set({
      disposition: input.disposition,
      dispositionNotes: input.notes || null,
      dispositionAt: now,
      updatedAt: now,
    })
    .where(and(eq(calls.id, row.id), isNull(calls.disposition)))
    .returning({ id: calls.id });
  if (saved.length === 0) throw new HttpError(409, M.dispositionSaved);
  await addTimelineEntry(deps.db, {
    debtAccountId: input.debtAccountId,
    channel: 'Call',
    userId: input.user.id,
    dispositionCode: input.disposition,
    message: input.notes || `Call disposition: ${DISPOSITION_LABELS[input.disposition]}`,
    details: { callSid: row.callSid, status: row.status, durationSeconds: row.durationSeconds },
  });
  if (promise)
    await createPromise(
      deps.db,
      {
        ...promise,
        debtAccountId: input.debtAccountId,
        userId: input.user.id,
        source: 'disposition',
        callId: row.id,
      },
      now.getTime(),
    );
  return { success: true };
}

/**
 * A payment_promise disposition with an amount and a date makes a promise, checked before anything
 * is saved (decision 0058). Without either it is the spec's call and saves the disposition alone;
 * with only one of them it is refused.
 */
async function promiseOfDisposition(
  deps: AppDeps,
  input: {
    debtAccountId: number;
    disposition: CallDisposition;
    promiseAmount?: number;
    promiseDueDate?: string;
  },
  now: number,
): Promise<{ amountCents: number; dueDate: string } | null> {
  if (input.disposition !== 'payment_promise') return null;
  if (input.promiseAmount === undefined && input.promiseDueDate === undefined) return null;
  if (input.promiseAmount === undefined || input.promiseDueDate === undefined)
    throw new HttpError(400, PROMISE_MESSAGES.dispositionNeedsPromise);
  const account = await requireAccount(deps.db, input.debtAccountId);
  checkPromise(input.promiseAmount, input.promiseDueDate, account.unpaidBalance, now);
  return { amountCents: input.promiseAmount, dueDate: input.promiseDueDate };
}
