/**
 * The agent's work queue: My queue and its reasons, the replies to read, and who works which account.
 */

export { myQueue } from './my-queue.service';
export { scopeOf } from './queue-scope';
export { workQueuePlugin } from './work-queue.plugin';
