import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { debtAccounts, ivrCalls, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { phoneLineOf } from '../users';
import type { IvrCallRow } from './ivr-calls.repository';
import { IVR_PATHS, type IvrAnswer } from './ivr-voice';

/** How long an agent's line rings before the caller is offered a callback instead. */
export const AGENT_RING_SECONDS = 30;
/** An offer is current this long after it was made (the ring, plus slack for a late dial result). */
export const OFFER_CURRENT_MS = (AGENT_RING_SECONDS + 30) * 1000;
/** The most lines rung at once for an account without a collector. */
const MAX_LINES = 10;

export const OFFER_MESSAGES = {
  notFound: 'This call is no longer being offered.',
  taken: 'Another agent already took this call.',
} as const;

interface Agent {
  id: number;
  line: string;
}

/**
 * Who the IVR transfers to (decision 0127): the account's collector when it has an active one,
 * else every active admin and staff user (up to MAX_LINES), each on their own phone line.
 */
async function agentsFor(deps: AppDeps, call: IvrCallRow): Promise<{ to: number | null; agents: Agent[] }> {
  const active = and(isNull(users.deactivatedAt), inArray(users.role, ['admin', 'staff', 'collector']));
  if (call.debtAccountId !== null) {
    const [owner] = await deps.db
      .select({ id: users.id })
      .from(debtAccounts)
      .innerJoin(users, eq(users.id, debtAccounts.assignedUserId))
      .where(and(eq(debtAccounts.id, call.debtAccountId), active));
    if (owner)
      return { to: owner.id, agents: [{ id: owner.id, line: await phoneLineOf(deps.db, owner.id) }] };
  }
  const staff = await deps.db
    .select({ id: users.id, line: users.phoneLine })
    .from(users)
    .where(and(isNull(users.deactivatedAt), inArray(users.role, ['admin', 'staff'])))
    .orderBy(asc(users.id))
    .limit(MAX_LINES);
  return { to: null, agents: staff };
}

/**
 * Offers the call to its agent(s) and adds the <Dial> that rings them: a browser line as the Twilio
 * client `agent-{userId}` with the account and the identity result as parameters (the workspace
 * opens that account), a number or a SIP address as such. False when nobody can be rung.
 */
export async function offerToAgent(deps: AppDeps, call: IvrCallRow, answer: IvrAnswer): Promise<boolean> {
  const { to, agents } = await agentsFor(deps, call);
  if (agents.length === 0) return false;
  const now = new Date(deps.clock());
  await deps.db
    .update(ivrCalls)
    .set({
      offeredAt: now,
      offeredToUserId: to,
      offerEndedAt: null,
      acceptedByUserId: null,
      acceptedAt: null,
      updatedAt: now,
    })
    .where(eq(ivrCalls.callSid, call.callSid));
  answer.sayKeys('transferring');
  const dial = answer.response.dial({
    action: answer.url(IVR_PATHS.dialResult),
    method: 'POST',
    timeout: AGENT_RING_SECONDS,
    answerOnBridge: true,
  });
  const params = {
    accountId: call.debtAccountId === null ? '' : String(call.debtAccountId),
    ivrCallSid: call.callSid,
    identityVerified: call.identityVerified ? 'true' : 'false',
  };
  for (const agent of agents) {
    if (agent.line === 'browser') {
      const client = dial.client({});
      client.identity(`agent-${agent.id}`);
      for (const [name, value] of Object.entries(params)) client.parameter({ name, value });
    } else if (agent.line.startsWith('sip:')) {
      dial.sip(agent.line);
    } else {
      dial.number(agent.line);
    }
  }
  return true;
}

export interface CallOffer {
  callSid: string;
  accountId: number | null;
  accountNumber: string | null;
  debtorName: string | null;
  identityVerified: boolean;
  from: string;
  offeredAt: string;
}

/** Offers an agent sees: those to them, and those to any staff when they are admin or staff. */
function offeredTo(user: { id: number; role: string }): SQL {
  const mine = eq(ivrCalls.offeredToUserId, user.id);
  return (user.role === 'collector' ? mine : or(mine, isNull(ivrCalls.offeredToUserId))) as SQL;
}

/** The calls the IVR is transferring to this agent right now (GET /api/telephony/offers). */
export async function currentOffers(deps: AppDeps, user: { id: number; role: string }): Promise<CallOffer[]> {
  const since = new Date(deps.clock() - OFFER_CURRENT_MS);
  const rows = await deps.db
    .select({
      callSid: ivrCalls.callSid,
      accountId: ivrCalls.debtAccountId,
      accountNumber: debtAccounts.accountNumber,
      debtorName: debtAccounts.fullName,
      identityVerified: ivrCalls.identityVerified,
      from: ivrCalls.fromNumber,
      offeredAt: ivrCalls.offeredAt,
    })
    .from(ivrCalls)
    .leftJoin(debtAccounts, eq(debtAccounts.id, ivrCalls.debtAccountId))
    .where(
      and(
        gt(ivrCalls.offeredAt, since),
        isNull(ivrCalls.offerEndedAt),
        isNull(ivrCalls.acceptedByUserId),
        isNull(ivrCalls.endedAt),
        offeredTo(user),
      ),
    )
    .orderBy(asc(ivrCalls.offeredAt));
  return rows.map((r) => ({
    callSid: r.callSid,
    accountId: r.accountId,
    accountNumber: r.accountNumber,
    debtorName: r.debtorName,
    identityVerified: r.identityVerified,
    from: r.from,
    offeredAt: (r.offeredAt as Date).toISOString(),
  }));
}

/**
 * The agent takes the offered call: one agent only (a conditional update; another agent's accept
 * after it is a 409). Taking it again is harmless. The account's timeline says who took it.
 */
export async function acceptOffer(
  deps: AppDeps,
  user: { id: number; role: string },
  callSid: string,
): Promise<CallOffer> {
  const now = new Date(deps.clock());
  const [taken] = await deps.db
    .update(ivrCalls)
    .set({ acceptedByUserId: user.id, acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(ivrCalls.callSid, callSid),
        gt(ivrCalls.offeredAt, new Date(deps.clock() - OFFER_CURRENT_MS)),
        isNull(ivrCalls.offerEndedAt),
        isNull(ivrCalls.acceptedByUserId),
        offeredTo(user),
      ),
    )
    .returning();
  if (!taken) {
    const [row] = await deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, callSid));
    if (row?.acceptedByUserId === user.id) return offerOf(deps, row);
    if (row?.acceptedByUserId && row.offeredAt) throw new HttpError(409, OFFER_MESSAGES.taken);
    throw new HttpError(404, OFFER_MESSAGES.notFound);
  }
  if (taken.debtAccountId !== null) {
    await addTimelineEntry(deps.db, {
      debtAccountId: taken.debtAccountId,
      channel: 'Call',
      userId: user.id,
      message: `Inbound call transferred from the IVR (identity ${taken.identityVerified ? 'verified' : 'not verified'}) taken by the agent`,
      details: { ivrCallSid: callSid, direction: 'inbound', source: 'ivr' },
    });
  }
  return offerOf(deps, taken);
}

async function offerOf(deps: AppDeps, row: IvrCallRow): Promise<CallOffer> {
  const [account] =
    row.debtAccountId === null
      ? []
      : await deps.db
          .select({ accountNumber: debtAccounts.accountNumber, fullName: debtAccounts.fullName })
          .from(debtAccounts)
          .where(eq(debtAccounts.id, row.debtAccountId));
  return {
    callSid: row.callSid,
    accountId: row.debtAccountId,
    accountNumber: account?.accountNumber ?? null,
    debtorName: account?.fullName ?? null,
    identityVerified: row.identityVerified,
    from: row.fromNumber,
    offeredAt: (row.offeredAt ?? row.createdAt).toISOString(),
  };
}
