import { fetchMyQueue } from './api/my-queue';

/** The accounts worked from the queue in this browser tab: Save & next does not send the agent back to them. */
const WORKED_KEY = 'arrears.desk.worked';
/** Marks a workspace opened from My queue (?from=queue): it offers Save & next. */
export const FROM_QUEUE = 'from=queue';

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
 * The account Save & next opens (decision 0110): the queue is read again (a saved outcome can move
 * accounts), then the first ready account after this one in queue order that was not worked in this
 * tab, else the first such account before it; null when none is left.
 */
export async function nextQueueAccount(currentId: number): Promise<number | null> {
  rememberWorked(currentId);
  const queue = await fetchMyQueue({ state: 'ready', pageSize: 100 });
  const worked = readWorked();
  const ids = queue.ready.map((item) => item.accountId);
  const at = ids.indexOf(currentId);
  const ordered = at >= 0 ? [...ids.slice(at + 1), ...ids.slice(0, at)] : ids;
  return ordered.find((id) => !worked.has(id)) ?? null;
}

export const workspacePathFromQueue = (accountId: number) => `/admin/debtor/${accountId}?${FROM_QUEUE}`;
