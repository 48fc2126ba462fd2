/**
 * The agent's work queue: My queue and its reasons, the replies to read, and who works which account.
 */

export { attachCallbackRecording, type CallbackRequestInput, requestCallback } from './callback-requests';
export { myQueue, type QueueCandidate, queueCandidates } from './my-queue.service';
export { forgetQueueCounts, QUEUE_COUNTS_TTL_MS, type QueueCounts, queueCounts } from './queue-counts';
export { scopeOf } from './queue-scope';
export { workQueuePlugin } from './work-queue.plugin';
