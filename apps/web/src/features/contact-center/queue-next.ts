import {
  type DialerTurn,
  QUEUE_REASON_CODES,
  QUEUE_STATES,
  type QueueReasonCode,
  type QueueState,
} from '@arrears/domain';
import { dialerNext } from './api/dialer';
import { fetchMyQueue } from './api/my-queue';

/** The accounts worked from the queue in this browser tab: Save & next does not send the agent back to them. */
const WORKED_KEY = 'arrears.desk.worked';
/** Marks a workspace opened from My queue (?from=queue): it offers Save & next. */
export const FROM_QUEUE = 'from=queue';

/**
 * The filters of My queue a workspace was opened with: Save & next walks the queue as filtered
 * (decision 0110's amendment). They travel in the workspace's address, after `from=queue`.
 */
export interface QueueWalk {
  reason?: QueueReasonCode;
  state?: QueueState;
  minBalance?: string;
  maxBalance?: string;
}

const WALK_KEYS = ['reason', 'state', 'minBalance', 'maxBalance'] as const;

function readWorked(): Set<number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(WORKED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter(Number.isInteger) : []);
  } catch {
    return new Set();
  }
}

export function rememberWorked(accountId: number): void {
  const worked = readWorked();
  worked.add(accountId);
  try {
    sessionStorage.setItem(WORKED_KEY, JSON.stringify([...worked].slice(-500)));
  } catch {
    // Storage full or refused: Save & next still moves on by queue order.
  }
}

/**
 * The queue walk of a workspace address (its `search`): null when the workspace was not opened from My
 * queue; else the filters it carries, each kept only when it is a value My queue offers (an edited
 * address cannot send an unknown reason to the server).
 */
export function queueWalkOf(search: string, from: 'queue' | 'dialer' = 'queue'): QueueWalk | null {
  const params = new URLSearchParams(search);
  if (params.get('from') !== from) return null;
  const walk: QueueWalk = {};
  const reason = params.get('reason');
  if (reason && (QUEUE_REASON_CODES as readonly string[]).includes(reason))
    walk.reason = reason as QueueReasonCode;
  const state = params.get('state');
  if (state && (QUEUE_STATES as readonly string[]).includes(state)) walk.state = state as QueueState;
  for (const key of ['minBalance', 'maxBalance'] as const) {
    const value = params.get(key)?.trim();
    if (value && /^\d{1,9}(\.\d{1,2})?$/.test(value)) walk[key] = value;
  }
  return walk;
}

/**
 * The account Save & next opens (decision 0110): the queue is read again with the filters My queue
 * had (a saved outcome can move accounts), then the first account after this one in queue order that
 * was not worked in this tab, else the first such account before it; null when none is left. It walks
 * the ready accounts, or the waiting ones when the queue was filtered to them.
 */
export async function nextQueueAccount(currentId: number, walk: QueueWalk = {}): Promise<number | null> {
  rememberWorked(currentId);
  const state = walk.state ?? 'ready';
  const queue = await fetchMyQueue({ ...walk, state, pageSize: 100 });
  const worked = readWorked();
  const ids = (state === 'waiting' ? queue.waiting : queue.ready).map((item) => item.accountId);
  const at = ids.indexOf(currentId);
  const ordered = at >= 0 ? [...ids.slice(at + 1), ...ids.slice(0, at)] : ids;
  return ordered.find((id) => !worked.has(id)) ?? null;
}

/** The workspace of an account opened from My queue, carrying the queue's filters. */
export function workspacePathFromQueue(
  accountId: number,
  walk: QueueWalk = {},
  from: 'queue' | 'dialer' = 'queue',
): string {
  const params = new URLSearchParams({ from });
  for (const key of WALK_KEYS) {
    const value = walk[key];
    if (value) params.set(key, value);
  }
  return `/admin/debtor/${accountId}?${params.toString()}`;
}

/** What the dialer's workspace is opened with (react-router location state): the turn it was given. */
export interface DialerState {
  dialerTurn: DialerTurn;
}

/**
 * The dialer's next turn (decision 0129): the account this one is remembered as worked (so a Skip or
 * a saved outcome does not bring it back in this tab), then POST /api/dialer/next with the queue's
 * filters. Waiting accounts are never dialled: a Waiting filter is not sent.
 */
export function nextDialerTurn(walk: QueueWalk, currentId?: number): Promise<DialerTurn> {
  if (currentId !== undefined) rememberWorked(currentId);
  const { state: _waitingNeverDialled, ...filters } = walk;
  return dialerNext({ ...filters, exclude: [...readWorked()].slice(-500) });
}
