import { workerFor } from '../../worker-thread';
import type { Ack, ImportWorkerInput, ImportWorkerMessage } from './import-worker-protocol';

export interface ImportWorkerHandle {
  /** The worker's messages in the order posted; throws if the worker dies. */
  messages: AsyncIterable<ImportWorkerMessage>;
  /** A batch is committed: the worker may post one more, reusing the batch's buffers. */
  ack(buffers: ArrayBuffer[]): void;
  stop(): Promise<number>;
}

export function startImportWorker(input: ImportWorkerInput): ImportWorkerHandle {
  // dist/import-worker.js beside dist/server.js, or import-worker.ts beside this file.
  const worker = workerFor(import.meta.url, 'import-worker', input);
  const queue: ImportWorkerMessage[] = [];
  let failure: Error | null = null;
  let exited = false;
  let notify: (() => void) | null = null;
  const wakeUp = () => {
    notify?.();
    notify = null;
  };
  worker.on('message', (message: ImportWorkerMessage) => {
    queue.push(message);
    wakeUp();
  });
  worker.on('error', (error) => {
    failure = error;
    wakeUp();
  });
  worker.on('exit', () => {
    exited = true;
    wakeUp();
  });

  async function* messages(): AsyncGenerator<ImportWorkerMessage> {
    for (;;) {
      const next = queue.shift();
      if (next) {
        yield next;
        continue;
      }
      if (failure) throw failure;
      if (exited) throw new Error('The import worker stopped before the end of the file.');
      await new Promise<void>((resolve) => (notify = resolve));
    }
  }

  return {
    messages: messages(),
    ack: (buffers) => worker.postMessage({ buffers } satisfies Ack, buffers),
    stop: () => worker.terminate(),
  };
}
