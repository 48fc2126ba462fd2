import {
  DIALER_CLAIM_MINUTES,
  DIALER_MESSAGES,
  type DialerNextBody,
  type DialerSettings,
  type DialerTurn,
  type Role,
} from '@arrears/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { ComplianceBlockError, evaluateContactFor } from '../compliance';
import { initiateCall } from '../telephony';
import { queueCandidates, scopeOf } from '../work-queue';
import {
  accountsToPassOver,
  claimAccount,
  lastCallOf,
  liveClaimOf,
  markDialled,
  previewSecondsOf,
  releaseClaims,
  savePreviewSeconds,
} from './dialer.repository';

/** How many accounts, in queue order, one request asks the guard about (as My queue: decision 0110). */
export const DIALER_CANDIDATES_CHECKED = 150;

interface Agent {
  id: number;
  role: Role;
}

const holdUntil = (now: number) => new Date(now + DIALER_CLAIM_MINUTES * 60_000);

/** 409 while the agent's last call has no saved outcome (the workspace asks for it after every call). */
async function requireLastOutcome(deps: Pick<AppDeps, 'db'>, agent: Agent): Promise<void> {
  const last = await lastCallOf(deps.db, agent.id);
  if (last && last.disposition === null) {
    throw new HttpError(409, DIALER_MESSAGES.outcomePending, {
      error: 'outcome_pending',
      accountId: last.accountId,
      callSid: last.callSid,
    });
  }
}

/** Places the call on a held account through the telephony module (its guard asks the rules again). */
async function placeCall(
  deps: AppDeps,
  log: FastifyBaseLogger,
  agent: Agent,
  accountId: number,
  phoneNumber: string,
) {
  const started = await initiateCall(deps, log, { debtAccountId: accountId, user: agent, phoneNumber });
  await markDialled(deps.db, {
    accountId,
    userId: agent.id,
    callSid: started.callSid,
    expiresAt: holdUntil(deps.clock()),
  });
  return started;
}

/**
 * POST /api/dialer/next (decision 0129): the first account of the caller's own queue, in My queue's
 * order and filters, that the compliance guard allows on the phone now (the same rules, asked without
 * recording an attempt), that no other agent is on, not called in the last hour, and that this agent
 * now holds. With no preview the call is placed at once; else the client dials after the preview
 * (POST /api/dialer/dial).
 */
export async function nextTurn(
  deps: AppDeps,
  log: FastifyBaseLogger,
  agent: Agent,
  body: DialerNextBody,
): Promise<DialerTurn> {
  await requireLastOutcome(deps, agent);
  // One account at a time: what the agent held before goes back to the queue.
  await releaseClaims(deps.db, agent.id);
  const previewSeconds = await previewSecondsOf(deps.db);
  const excluded = new Set(body.exclude ?? []);
  const candidates = (
    await queueCandidates(deps, scopeOf(agent), {
      reason: body.reason,
      minBalance: body.minBalance,
      maxBalance: body.maxBalance,
    })
  )
    .filter(({ row }) => !excluded.has(row.id) && row.primaryPhone)
    .slice(0, DIALER_CANDIDATES_CHECKED);
  const now = new Date(deps.clock());
  const passOver = await accountsToPassOver(
    deps.db,
    candidates.map((c) => c.row.id),
    agent.id,
    now,
  );
  for (const { row } of candidates) {
    if (passOver.has(row.id)) continue;
    const phoneNumber = row.primaryPhone as string;
    const { verdict } = await evaluateContactFor(deps, row, 'call', phoneNumber);
    if (!verdict.allowed) continue;
    const at = deps.clock();
    if (
      !(await claimAccount(deps.db, {
        accountId: row.id,
        userId: agent.id,
        now: new Date(at),
        expiresAt: holdUntil(at),
      }))
    )
      continue;
    if (previewSeconds > 0)
      return { accountId: row.id, callSid: null, status: null, previewSeconds, phoneNumber };
    try {
      const started = await placeCall(deps, log, agent, row.id, phoneNumber);
      return {
        accountId: row.id,
        callSid: started.callSid,
        status: started.status,
        previewSeconds,
        phoneNumber,
      };
    } catch (error) {
      await releaseClaims(deps.db, agent.id);
      // A rule that closed between the ask and the call (the clock crossed 9 PM): try the next account.
      if (error instanceof ComplianceBlockError) continue;
      throw error;
    }
  }
  throw new HttpError(409, DIALER_MESSAGES.nothingReady, { error: 'nothing_ready' });
}

/**
 * POST /api/dialer/dial: after the preview, calls the account the dialer gave this agent. The hold
 * must still be theirs; the telephony module's guard asks the rules again and refuses with its 409.
 */
export async function dialHeld(
  deps: AppDeps,
  log: FastifyBaseLogger,
  agent: Agent,
  accountId: number,
): Promise<DialerTurn> {
  const now = new Date(deps.clock());
  const claim = await liveClaimOf(deps.db, accountId, agent.id, now);
  if (!claim) throw new HttpError(409, DIALER_MESSAGES.notClaimed, { error: 'not_claimed' });
  await requireLastOutcome(deps, agent);
  const [candidate] = (await queueCandidates(deps, scopeOf(agent))).filter((c) => c.row.id === accountId);
  // Out of the agent's queue since (reassigned, recalled, paid, a scrub flag): not theirs to call.
  if (!candidate) {
    await releaseClaims(deps.db, agent.id);
    throw new HttpError(409, DIALER_MESSAGES.notClaimed, { error: 'not_claimed' });
  }
  const phoneNumber = candidate.row.primaryPhone;
  if (!phoneNumber) throw new HttpError(409, DIALER_MESSAGES.noPhone);
  const started = await placeCall(deps, log, agent, accountId, phoneNumber);
  return {
    accountId,
    callSid: started.callSid,
    status: started.status,
    previewSeconds: await previewSecondsOf(deps.db),
    phoneNumber,
  };
}

/** POST /api/dialer/stop: the agent ends the session; what they held goes back to the queue. */
export async function stopDialing(deps: Pick<AppDeps, 'db'>, agent: Agent): Promise<void> {
  await releaseClaims(deps.db, agent.id);
}

export async function dialerSettingsOf(deps: Pick<AppDeps, 'db'>): Promise<DialerSettings> {
  return { previewSeconds: await previewSecondsOf(deps.db) };
}

export async function saveDialerSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  settings: DialerSettings,
  userId: number,
): Promise<DialerSettings> {
  await savePreviewSeconds(deps.db, settings.previewSeconds, userId, new Date(deps.clock()));
  return dialerSettingsOf(deps);
}
