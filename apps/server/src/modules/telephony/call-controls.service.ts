import { isTerminalCallStatus, VOICE_MESSAGES as V } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { calls, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { findClient } from '../clients';
import { type CallRead, type CallRow, callOfAccount, callRead, refreshCall, roomOf } from './calls.service';
import { LimitedContentError, limitedContentMessage } from './limited-content';
import { holdTwiml, roomTwiml, voicemailTwiml } from './voice-twiml';

function providerFailed(log: FastifyBaseLogger, error: unknown, what: string): never {
  log.warn({ err: error }, `telephony: ${what} failed`);
  throw new HttpError(502, `Could not ${what}. Please try again.`);
}

/**
 * Hold (decision 0123): the debtor hears the hold message and music, never silence; un-hold brings them
 * back to the agent. On Twilio the debtor leg leaves the Dial for the hold music and comes back into
 * the call's room, where the agent's leg waits (decision 0123). The simulator notes what its far
 * end hears.
 */
export async function holdCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; callSid: string; hold: boolean },
): Promise<CallRead> {
  const row = await refreshCall(deps, await callOfAccount(deps, input.debtAccountId, input.callSid));
  if (isTerminalCallStatus(row.status)) throw new HttpError(409, 'The call has already ended');
  if (row.status !== 'in-progress') throw new HttpError(409, V.notLive);
  if (row.held === input.hold) return callRead(row);
  const leg = row.agentLine ? row.debtorLegSid : row.callSid;
  if (!leg) throw new HttpError(409, V.notLive);
  // Stored first: the agent's leg asks dial-end what to do as soon as the debtor leg moves.
  const [updated] = await deps.db
    .update(calls)
    .set({ held: input.hold, inRoom: row.agentLine ? true : row.inRoom, updatedAt: new Date(deps.clock()) })
    .where(eq(calls.id, row.id))
    .returning();
  try {
    await deps.telephony.redirect(leg, input.hold ? holdTwiml() : roomTwiml(roomOf(row), 'debtor', null));
  } catch (error) {
    await deps.db.update(calls).set({ held: row.held }).where(eq(calls.id, row.id));
    providerFailed(log, error, input.hold ? 'put the call on hold' : 'take the call off hold');
  }
  return callRead(updated);
}

/** The person the message names: the agent's first and last name, else the agency's contact. */
function individualOf(deps: AppDeps, agent: Pick<UserRow, 'firstName' | 'lastName'>): string | null {
  const name = `${agent.firstName ?? ''} ${agent.lastName ?? ''}`.trim();
  if (agent.firstName?.trim() && agent.lastName?.trim()) return name;
  return deps.config.voicemailContactName;
}

/**
 * Leaves the limited-content message (decision 0125) on the debtor's answering machine and ends the
 * debtor leg. Only when detection said a machine answered; once per call. It is an attempt on the
 * timeline, never a conversation (save-disposition refuses a conversation's outcome after it).
 */
export async function dropVoicemail(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { debtAccountId: number; callSid: string; agent: UserRow },
): Promise<CallRead> {
  const row: CallRow = await refreshCall(deps, await callOfAccount(deps, input.debtAccountId, input.callSid));
  if (row.voicemailAt) throw new HttpError(409, V.voicemailLeft);
  if (row.answeredBy !== 'machine') throw new HttpError(409, V.notMachine);
  const leg = row.agentLine ? liveLeg(row) : row.callSid;
  const account = await requireAccount(deps.db, row.debtAccountId);
  const individual = individualOf(deps, input.agent);
  if (!individual) throw new HttpError(409, V.noIndividual);
  const client = await findClient(deps.db, account.clientId);
  const consumerName =
    account.fullName?.trim() || `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim();
  let message: string;
  try {
    message = limitedContentMessage(
      { consumerName, individualName: individual, phone: deps.config.brand.phone },
      [client?.name ?? '', account.schoolName ?? ''],
    );
  } catch (error) {
    if (error instanceof LimitedContentError)
      throw new HttpError(409, `${V.cannotLeaveMessage} ${error.message}.`);
    throw error;
  }
  const now = new Date(deps.clock());
  const [updated] = await deps.db
    .update(calls)
    .set({ voicemailAt: now, held: false, updatedAt: now })
    .where(eq(calls.id, row.id))
    .returning();
  try {
    await deps.telephony.redirect(leg, voicemailTwiml(message));
  } catch (error) {
    await deps.db.update(calls).set({ voicemailAt: null }).where(eq(calls.id, row.id));
    providerFailed(log, error, 'leave the message');
  }
  await addTimelineEntry(deps.db, {
    debtAccountId: row.debtAccountId,
    channel: 'Call',
    userId: input.agent.id,
    message: 'Left a limited-content voicemail message (an attempt, not a conversation)',
    details: { callSid: row.callSid, voicemail: true, individual },
  });
  return callRead(updated);
}

function liveLeg(row: CallRow): string {
  if (row.status !== 'in-progress' || !row.debtorLegSid) throw new HttpError(409, V.notLive);
  return row.debtorLegSid;
}
