/**
 * How many people's API requests this server has been answering lately, so that background work
 * (an accounts import) can give way to them. On a 2-core machine an import at full speed, with
 * PostgreSQL writing its batches, takes both cores, and every answer waits behind it.
 *
 * Requests are counted per 100 ms slot over the last second (a ring of ten slots).
 */
const SLOT_MS = 100;
const SLOTS = 10;

/** From this many requests in the last second on, the server counts as busy. */
export const BUSY_REQUESTS_PER_SECOND = 5;

export class RequestActivity {
  private readonly counts: number[] = new Array(SLOTS).fill(0);
  private newest: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.newest = this.slotOf(now());
  }

  /** One request arrived. */
  seen(): void {
    this.advance();
    this.counts[this.newest % SLOTS] += 1;
  }

  /** Requests that arrived in the last second. */
  perSecond(): number {
    this.advance();
    return this.counts.reduce((sum, count) => sum + count, 0);
  }

  busy(): boolean {
    return this.perSecond() >= BUSY_REQUESTS_PER_SECOND;
  }

  private slotOf(ms: number): number {
    return Math.floor(ms / SLOT_MS);
  }

  /** Empties the slots that have gone by since the newest one. */
  private advance(): void {
    const current = this.slotOf(this.now());
    if (current <= this.newest) return;
    if (current - this.newest >= SLOTS) this.counts.fill(0);
    else for (let slot = this.newest + 1; slot <= current; slot++) this.counts[slot % SLOTS] = 0;
    this.newest = current;
  }
}

/**
 * Requests of people using the product. An import's own calls (the upload, its progress polled
 * by the import page) do not count: the import must not give way to itself.
 */
export function isInteractiveRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/admin/import');
}

/** The rest after a batch, as a multiple of the time the batch took (1: as long again). */
export const REST_TO_BATCH_TIME = 1;
/** However long a batch took, background work rests at most this long before the next. */
export const MAX_REST_MS = 2000;

/**
 * How long background work (an import's batch write, an export's batch) rests after a batch that
 * took `batchMs`. While people's requests are being answered it rests as long as the batch took:
 * about half speed, and the cores it leaves keep their answers quick. Alone, it never rests.
 * (docs/decisions/0026-import-gives-way.md, 0083-export-gives-way.md)
 */
export function restAfterBatch(batchMs: number, activity: Pick<RequestActivity, 'busy'>): number {
  if (!activity.busy()) return 0;
  return Math.min(MAX_REST_MS, Math.max(0, batchMs * REST_TO_BATCH_TIME));
}
