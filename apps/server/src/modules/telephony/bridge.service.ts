import { isTerminalCallStatus } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { calls } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { toE164 } from '../../providers/telephony/telephony-provider';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { ComplianceBlockError, evaluateContactFor, guardContact } from '../compliance';
import { applyStatusToCall } from './call-status-report';
import {
  CALL_STATUS_WEBHOOK_PATH,
  type CallRow,
  findCall,
  recordingUrlOf,
  roomOf,
  webhookUrl,
} from './calls.service';
import { needsRecordingAnnouncement } from './limited-content';
import {
  announcementTwiml,
  bridgeTwiml,
  CALL_ENDED_FOR_AGENT,
  emptyTwiml,
  roomTwiml,
  sayThenHangUp,
  VOICE_WEBHOOK_PATHS,
  VOICEMAIL_LEFT_FOR_AGENT,
} from './voice-twiml';

/** Said to the agent when the call they answer no longer exists or has already ended. */
export const CALL_GONE_FOR_AGENT = 'This call is no longer available.';

/**
 * The rule that cannot change while the agent's line rings, and that this very call already counts
 * toward: the guard asked it when the agent asked for the call.
 */
const ASKED_ONCE = new Set(['call_frequency', 'state_call_frequency']);

/**
 * The agent answered (decision 0123): the compliance guard is asked again (a call that reaches 9 PM
 * while the agent's line rang is not placed: the agent hears why, the block is recorded), then the
 * whisper to the agent and the Dial to the debtor with the agency's caller id.
 */
export async function answerBridge(deps: AppDeps, callSid: string | undefined): Promise<string> {
  const row = callSid ? await findCall(deps, callSid) : null;
  if (!row?.agentLine) return sayThenHangUp(CALL_GONE_FOR_AGENT);
  if (isTerminalCallStatus(row.status)) return sayThenHangUp(CALL_ENDED_FOR_AGENT);
  await deps.db.update(calls).set({ agentLeg: 'in-progress' }).where(eq(calls.id, row.id));
  const account = await requireAccount(deps.db, row.debtAccountId);
  const { verdict } = await evaluateContactFor(deps, account, 'call', row.toNumber);
  if (!verdict.allowed && !ASKED_ONCE.has(verdict.rule ?? '')) {
    const user = row.userId === null ? null : { id: row.userId };
    try {
      // Records the blocked attempt (and throws its verdict).
      await guardContact(deps, { accountId: row.debtAccountId, channel: 'call', target: row.toNumber, user });
    } catch (error) {
      if (!(error instanceof ComplianceBlockError)) throw error;
      return blockAtBridge(deps, row, error.verdict.rule ?? 'blocked', error.message);
    }
  }
  const name = account.fullName?.trim() || `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim();
  const recording = recordingUrlOf(deps, row);
  const announce =
    recording !== null && needsRecordingAnnouncement(account.state, deps.config.callRecordingAnnounce);
  const query = { call: row.callSid };
  return bridgeTwiml({
    whisper: `Calling ${name || 'the consumer'}, account ${account.accountNumber}.`,
    callerId: deps.telephony.fromNumber,
    debtorNumber: toE164(row.toNumber),
    urls: {
      dialEnd: webhookUrl(deps, VOICE_WEBHOOK_PATHS.dialEnd, query),
      debtorStatus: webhookUrl(deps, CALL_STATUS_WEBHOOK_PATH, { ...query, leg: 'debtor' }),
      amd: webhookUrl(deps, VOICE_WEBHOOK_PATHS.amd, query),
      announce: announce ? webhookUrl(deps, VOICE_WEBHOOK_PATHS.announce, query) : null,
      recording,
    },
  });
}

async function blockAtBridge(deps: AppDeps, row: CallRow, rule: string, message: string): Promise<string> {
  const now = new Date(deps.clock());
  await deps.db
    .update(calls)
    .set({ status: 'canceled', bridgeBlockedRule: rule, endedAt: now, updatedAt: now })
    .where(eq(calls.id, row.id));
  await addTimelineEntry(deps.db, {
    debtAccountId: row.debtAccountId,
    channel: 'Call',
    userId: row.userId,
    message: `Call not placed when the agent answered: ${message}`,
    details: { callSid: row.callSid, rule },
  });
  return sayThenHangUp(`The call was not placed. ${message}`);
}

/** The debtor answered a recorded call: they hear that it may be recorded before the bridge connects. */
export function answerAnnouncement(): string {
  return announcementTwiml();
}

/**
 * The <Dial> ended for the agent's leg: the debtor leg moved to hold or the room (the agent follows
 * into the room), took the voicemail message, or ended (the agent hears so, then the line closes).
 */
export async function answerDialEnd(
  deps: AppDeps,
  callSid: string | undefined,
  dialCallStatus: string | undefined,
): Promise<string> {
  const row = callSid ? await findCall(deps, callSid) : null;
  if (!row?.agentLine) return sayThenHangUp(CALL_GONE_FOR_AGENT);
  if (row.voicemailAt) return sayThenHangUp(VOICEMAIL_LEFT_FOR_AGENT);
  if (!isTerminalCallStatus(row.status) && (row.held || row.inRoom))
    return roomTwiml(roomOf(row), 'agent', recordingUrlOf(deps, row));
  // The Dial's own word on a debtor leg that never reported (an invalid number, say).
  if (dialCallStatus && !isTerminalCallStatus(row.status))
    await applyStatusToCall(deps, row, dialCallStatus === 'answered' ? 'completed' : dialCallStatus, null);
  return sayThenHangUp(CALL_ENDED_FOR_AGENT);
}

const AGENT_LEG_OF: Record<string, 'ringing' | 'in-progress' | 'completed'> = {
  queued: 'ringing',
  initiated: 'ringing',
  ringing: 'ringing',
  'in-progress': 'in-progress',
  completed: 'completed',
  busy: 'completed',
  'no-answer': 'completed',
  failed: 'completed',
  canceled: 'completed',
};

/**
 * A status callback of one leg of a bridged call. The agent leg moves agentLeg; when it ends before
 * the debtor was dialled, the call is canceled, and a debtor left on hold or in the room is hung up.
 * The debtor leg moves the call's status (what the spec reads every second); when it ends, an agent
 * left in the room is hung up. False when no such call exists.
 */
export async function applyLegReport(
  deps: AppDeps,
  log: FastifyBaseLogger,
  report: {
    callSid: string;
    leg: 'agent' | 'debtor';
    providerSid: string;
    status: string;
    durationSeconds: number | null;
  },
): Promise<boolean> {
  const row = await findCall(deps, report.callSid);
  if (!row) return false;
  if (report.leg === 'debtor') {
    const after = await applyStatusToCall(deps, row, report.status, report.durationSeconds, {
      debtorLegSid: row.debtorLegSid ?? report.providerSid,
    });
    if (!row.debtorLegSid && !after)
      await deps.db.update(calls).set({ debtorLegSid: report.providerSid }).where(eq(calls.id, row.id));
    const ended = after && isTerminalCallStatus(after.status);
    if (ended && row.inRoom && row.agentLegSid && row.agentLeg !== 'completed')
      await hangUpQuietly(deps, log, row.agentLegSid);
    return true;
  }
  const agentLeg = AGENT_LEG_OF[report.status];
  if (!agentLeg) return true;
  // The agent leg only moves forward.
  const order = ['ringing', 'in-progress', 'completed'];
  if (order.indexOf(agentLeg) < order.indexOf(row.agentLeg ?? 'ringing')) return true;
  const now = new Date(deps.clock());
  await deps.db
    .update(calls)
    .set({ agentLeg, agentLegSid: row.agentLegSid ?? report.providerSid, updatedAt: now })
    .where(eq(calls.id, row.id));
  if (agentLeg !== 'completed' || isTerminalCallStatus(row.status)) return true;
  if (!row.debtorLegSid) {
    // The agent did not answer (or hung up) before the debtor was dialled: no call was placed.
    await deps.db
      .update(calls)
      .set({ status: 'canceled', endedAt: now, durationSeconds: 0, updatedAt: now })
      .where(eq(calls.id, row.id));
  } else if (row.held || row.inRoom) {
    await hangUpQuietly(deps, log, row.debtorLegSid);
  }
  return true;
}

async function hangUpQuietly(deps: AppDeps, log: FastifyBaseLogger, providerSid: string): Promise<void> {
  try {
    await deps.telephony.hangUp(providerSid);
  } catch (error) {
    log.warn({ err: error }, 'telephony: ending the other leg failed');
  }
}

/** Answering-machine detection on the debtor leg: human, machine (any machine_* or fax) or unknown. */
export async function applyAnsweredBy(deps: AppDeps, callSid: string | undefined, word: string | undefined) {
  const row = callSid ? await findCall(deps, callSid) : null;
  if (!row) return false;
  const answeredBy =
    word === 'human' ? 'human' : word?.startsWith('machine') || word === 'fax' ? 'machine' : null;
  if (answeredBy) await deps.db.update(calls).set({ answeredBy }).where(eq(calls.id, row.id));
  return true;
}

export { emptyTwiml };
