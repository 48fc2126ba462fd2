import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { myQueue } from './my-queue.service';
import type { QueueScope } from './queue-scope';

/** How long the home's queue figures are kept per user (its page reads them again every minute). */
export const QUEUE_COUNTS_TTL_MS = 60_000;
/** At most this many users' figures are kept per process; the oldest goes first. */
const MAX_ENTRIES = 1_000;

export interface QueueCounts {
  ready: number;
  waiting: number;
  /** More accounts had a reason than one count checks: the ready figure is "N+". */
  more: boolean;
}

interface Entry {
  at: number;
  counts: Promise<QueueCounts>;
}

/** One cache per database (per app), so two apps in one process never share figures. */
const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

const keyOf = (scope: QueueScope) => `${scope.userId}:${scope.includePool ? 'pool' : 'mine'}`;

/**
 * The size of a user's My queue for the home (decision 0117's amendment): the same count as My queue's
 * (`counts` of the whole queue, the guard asked for every checked candidate), kept per user for
 * QUEUE_COUNTS_TTL_MS on the app clock. Requests that arrive while it is being counted share that one
 * count. A failed count is not kept. My queue itself and the dialer are never served from here.
 */
export function queueCounts(deps: Pick<AppDeps, 'db' | 'clock'>, scope: QueueScope): Promise<QueueCounts> {
  const cache = cacheOf(deps.db);
  const key = keyOf(scope);
  const now = deps.clock();
  const kept = cache.get(key);
  // A clock moved back (a test, a corrected server clock) also counts again.
  if (kept && now >= kept.at && now - kept.at < QUEUE_COUNTS_TTL_MS) return kept.counts;
  const counts = myQueue(deps, scope, { state: 'ready', page: 1, pageSize: 1 }).then((q) => ({
    ready: q.counts.ready,
    waiting: q.counts.waiting,
    more: q.truncated,
  }));
  cache.delete(key);
  cache.set(key, { at: now, counts });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  counts.catch(() => {
    if (cache.get(key)?.counts === counts) cache.delete(key);
  });
  return counts;
}

/**
 * Drops the kept figures of this database's users: a change that moves accounts between queues at
 * once (an assignment) is on the home at the next read, not a minute later.
 */
export function forgetQueueCounts(db: Database): void {
  caches.get(db)?.clear();
}
