import { randomBytes } from 'node:crypto';
import {
  type AgentLegStatus,
  type AnsweredBy,
  agentIdentity,
  type CallDisposition,
  type CallStatus,
  DISPOSITION_LABELS,
  formatPhone,
  isTerminalCallStatus,
  CONTACT_CENTER_MESSAGES as M,
  PROMISE_MESSAGES,
  VOICE_MESSAGES as V,
} from '@arrears/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
import { phoneLineOf } from '../users';
import { holdTwiml, roomTwiml, VOICE_WEBHOOK_PATHS } from './voice-twiml';

interface Agent {
  id: number;
}

/** Outcomes that say the agent spoke with the consumer (the compliance rules count these as conversations). */
const CONVERSATION_OUTCOMES: readonly CallDisposition[] = [
  'contacted',
  'payment_promise',
  'dispute',
  'callback_requested',
];

export type CallRow = typeof calls.$inferSelect;

export const CALL_STATUS_WEBHOOK_PATH = '/api/webhooks/twilio/call-status';

/** What the spec's call routes answer (decision 0123 adds who answered and the agent leg). */
export interface CallRead {
  callSid: string;
  status: string;
  answeredBy: AnsweredBy | null;
  agentLeg: AgentLegStatus | null;
}

export function callRead(row: CallRow, status: string = row.status): CallRead {
  return {
    callSid: row.callSid,
    status,
    answeredBy: row.answeredBy === 'human' || row.answeredBy === 'machine' ? row.answeredBy : null,
    agentLeg: (['ringing', 'in-progress', 'completed'] as const).find((s) => s === row.agentLeg) ?? null,
  };
}

/** An absolute URL of ours for the provider (PUBLIC_URL + path + query). */
export function webhookUrl(deps: AppDeps, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${deps.config.publicUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** The conference room a bridged call moves into (hold, keypad). */
export const roomOf = (row: CallRow) => `call-${row.callSid}`;

/** The recording callback of a call, or null when calls are not recorded. */
export function recordingUrlOf(deps: AppDeps, row: CallRow): string | null {
  return deps.config.callRecording
    ? webhookUrl(deps, VOICE_WEBHOOK_PATHS.recording, { call: row.callSid })
    : null;
}

export async function findCall(deps: AppDeps, callSid: string): Promise<CallRow | null> {
  const [row] = await deps.db.select().from(calls).where(eq(calls.callSid, callSid)).limit(1);
  return row ?? null;
}

/** The call of a debtor route: 404 when unknown or on another account. */
export async function callOfAccount(deps: AppDeps, debtAccountId: number, callSid: string): Promise<CallRow> {
  const row = await findCall(deps, callSid);
  if (!row || row.debtAccountId !== debtAccountId) throw new HttpError(404, M.callNotFound);
  return row;
}

/** Brings the stored call up to what the provider reports now (the simulator); returns the row. */
export async function refreshCall(deps: AppDeps, row: CallRow): Promise<CallRow> {
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
 * The agent's last call, when it has ended without a saved outcome: the workspace's form waits for
 * it (decision 0109), and so does the server (decision 0123): no new call until it is saved.
 */
async function requireLastOutcomeSaved(deps: AppDeps, userId: number): Promise<void> {
  const [last] = await deps.db
    .select()
    .from(calls)
    .where(eq(calls.userId, userId))
    .orderBy(desc(calls.id))
    .limit(1);
  if (!last || last.disposition !== null) return;
  const current = await refreshCall(deps, last);
  if (!isTerminalCallStatus(current.status)) return;
  const account = await requireAccount(deps.db, current.debtAccountId);
  throw new HttpError(409, V.dispositionPending.replace('{accountNumber}', account.accountNumber), {
    callSid: current.callSid,
    accountId: current.debtAccountId,
  });
}

/** The address the provider rings for an agent: the browser phone's client, a number or a SIP URI. */
export function agentAddress(userId: number, phoneLine: string): string {
  return phoneLine === 'browser' ? `client:${agentIdentity(userId)}` : phoneLine;
}

/**
 * Places the agent's call. The agent's last call must have its outcome saved; then the compliance
 * rules are asked (decision 0024): a blocked call is answered 409 with the rule and never reaches
 * the provider; the attempt is recorded either way. On Twilio the agent's line rings first and the
 * bridge dials the debtor when the agent answers (decision 0123); the simulator calls the debtor.
 */
export async function initiateCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; user: Agent; phoneNumber: string },
): Promise<CallRead> {
  await requireLastOutcomeSaved(deps, input.user.id);
  await guardContact(deps, {
    accountId: input.debtAccountId,
    channel: 'call',
    target: input.phoneNumber,
    user: input.user,
  });
  const provider = deps.telephony;
  const createdAt = new Date(deps.clock());
  let row: CallRow;
  try {
    if (provider.bridges) {
      row = await placeBridgedCall(deps, input, createdAt);
    } else {
      const started = await provider.startCall({
        to: toE164(input.phoneNumber),
        from: provider.fromNumber,
        statusCallbackUrl: webhookUrl(deps, CALL_STATUS_WEBHOOK_PATH),
      });
      [row] = await deps.db
        .insert(calls)
        .values({
          callSid: started.callSid,
          provider: provider.name,
          debtAccountId: input.debtAccountId,
          userId: input.user.id,
          toNumber: input.phoneNumber,
          fromNumber: provider.fromNumber,
          status: started.status,
          // On the app clock: the frequency rule counts calls by when they were placed (tests move it).
          createdAt,
        })
        .returning();
    }
  } catch (error) {
    log.warn({ err: error }, 'telephony: starting a call failed');
    throw new HttpError(502, M.callFailed.description);
  }
  const entryId = await addTimelineEntry(deps.db, {
    debtAccountId: input.debtAccountId,
    channel: 'Call',
    userId: input.user.id,
    message: `Outbound call to ${formatPhone(input.phoneNumber)}`,
    details: { callSid: row.callSid, provider: provider.name },
  });
  await deps.db.update(calls).set({ timelineEntryId: entryId }).where(eq(calls.id, row.id));
  return callRead(row);
}

/**
 * The bridge's first step: our call (its id is ours, so the agent's browser phone can be told it
 * before the provider names its leg) is stored, then the provider rings the agent's line with the
 * bridge URL. A provider refusal removes the row: no call was placed.
 */
async function placeBridgedCall(
  deps: AppDeps,
  input: { debtAccountId: number; user: Agent; phoneNumber: string },
  createdAt: Date,
): Promise<CallRow> {
  const provider = deps.telephony;
  const callSid = `BR${randomBytes(16).toString('hex')}`;
  const line = agentAddress(input.user.id, await phoneLineOf(deps.db, input.user.id));
  const [stored] = await deps.db
    .insert(calls)
    .values({
      callSid,
      provider: provider.name,
      debtAccountId: input.debtAccountId,
      userId: input.user.id,
      toNumber: input.phoneNumber,
      fromNumber: provider.fromNumber,
      status: 'initiated',
      agentLine: line,
      agentLeg: 'ringing',
      createdAt,
    })
    .returning();
  try {
    const started = await provider.startCall({
      to: toE164(input.phoneNumber),
      from: provider.fromNumber,
      statusCallbackUrl: webhookUrl(deps, CALL_STATUS_WEBHOOK_PATH, { call: callSid, leg: 'agent' }),
      agent: {
        line,
        bridgeUrl: webhookUrl(deps, VOICE_WEBHOOK_PATHS.bridge, { call: callSid }),
        customParameters: { callSid, accountId: String(input.debtAccountId) },
      },
    });
    const [row] = await deps.db
      .update(calls)
      .set({ agentLegSid: started.callSid })
      .where(eq(calls.id, stored.id))
      .returning();
    return row;
  } catch (error) {
    await deps.db.delete(calls).where(eq(calls.id, stored.id));
    throw error;
  }
}

export async function readCallStatus(deps: AppDeps, callSid: string): Promise<CallRead> {
  const row = await findCall(deps, callSid);
  if (!row) throw new HttpError(404, M.callNotFound);
  return callRead(await refreshCall(deps, row));
}

/** A bridged call whose debtor leg is connected: hold, the keypad and voicemail act on that leg. */
function liveDebtorLeg(row: CallRow): string {
  if (row.status !== 'in-progress' || !row.debtorLegSid) throw new HttpError(409, V.notLive);
  return row.debtorLegSid;
}

export async function sendDtmf(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; callSid: string; digits: string },
): Promise<CallRead> {
  const row = await refreshCall(deps, await callOfAccount(deps, input.debtAccountId, input.callSid));
  if (isTerminalCallStatus(row.status)) throw new HttpError(409, M.callNotActive);
  try {
    if (row.agentLine) {
      // Bridged: the debtor leg hears the tones, then comes back to the agent in the call's room
      // (or back to the hold music when held); the agent's leg follows it there (dial-end).
      const leg = liveDebtorLeg(row);
      if (!row.held) await deps.db.update(calls).set({ inRoom: true }).where(eq(calls.id, row.id));
      await deps.telephony.sendDigits(
        leg,
        input.digits,
        row.held ? holdTwiml() : roomTwiml(roomOf(row), 'debtor', null),
      );
    } else {
      await deps.telephony.sendDigits(row.callSid, input.digits);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.warn({ err: error }, 'telephony: sending digits failed');
    throw new HttpError(502, M.dtmfFailed.description);
  }
  const [updated] = await deps.db
    .update(calls)
    .set({ digitsSent: sql`${calls.digitsSent} || ${input.digits}`, updatedAt: new Date(deps.clock()) })
    .where(eq(calls.id, row.id))
    .returning();
  return callRead(updated);
}

/** Ends the call, both legs of a bridge; on a call that has already ended it answers its final status (idempotent). */
export async function hangUpCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; callSid: string },
): Promise<CallRead> {
  const row = await refreshCall(deps, await callOfAccount(deps, input.debtAccountId, input.callSid));
  if (isTerminalCallStatus(row.status)) return callRead(row);
  try {
    if (row.agentLine) {
      if (row.agentLegSid && row.agentLeg !== 'completed') await deps.telephony.hangUp(row.agentLegSid);
      if (row.debtorLegSid) await deps.telephony.hangUp(row.debtorLegSid);
    } else {
      await deps.telephony.hangUp(row.callSid);
    }
  } catch (error) {
    log.warn({ err: error }, 'telephony: hanging up failed');
    throw new HttpError(502, M.hangUpFailed.description);
  }
  const after = await refreshCall(deps, row);
  if (isTerminalCallStatus(after.status)) return callRead(after);
  // Twilio: the completed callback brings the duration; until then the call counts as ended now.
  const now = deps.clock();
  const status: CallStatus = row.status === 'in-progress' ? 'completed' : 'canceled';
  const [ended] = await deps.db
    .update(calls)
    .set({
      status,
      endedAt: new Date(now),
      updatedAt: new Date(now),
      ...(row.agentLine ? { agentLeg: 'completed', held: false } : {}),
    })
    .where(and(eq(calls.id, row.id), eq(calls.status, row.status)))
    .returning();
  return callRead(ended ?? row, status);
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
  // A message left on a machine is an attempt, never a conversation (decision 0125).
  if (row.voicemailAt && CONVERSATION_OUTCOMES.includes(input.disposition))
    throw new HttpError(400, V.conversationAfterVoicemail);
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
