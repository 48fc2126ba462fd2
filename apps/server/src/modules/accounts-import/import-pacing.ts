import type { RequestActivity } from '../../request-activity';

/** The rest after a batch, as a multiple of the time the batch took to write (1: as long again). */
export const REST_TO_BATCH_TIME = 1;
/** However long a batch took, the import rests at most this long before the next. */
export const MAX_REST_MS = 2000;

/**
 * How long an import rests after writing a batch that took `batchMs`. While people's requests are
 * being answered it rests as long as the batch took: about half speed, and the cores it leaves
 * keep their answers quick. Alone, it never rests. (docs/decisions/0026-import-gives-way.md)
 */
export function restAfterBatch(batchMs: number, activity: Pick<RequestActivity, 'busy'>): number {
  if (!activity.busy()) return 0;
  return Math.min(MAX_REST_MS, Math.max(0, batchMs * REST_TO_BATCH_TIME));
}
