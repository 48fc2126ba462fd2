import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Ack, ImportWorkerInput, ImportWorkerMessage } from './import-worker-protocol';

/**
 * Starts import-worker on its own thread. The production bundle has it beside the server as
 * dist/import-worker.js; from TypeScript source (tsx in development, vitest in tests) the worker
 * registers tsx's loader first and then imports its .ts source. (`execArgv: ['--import', 'tsx']`
 * would be shorter, but Node 20 ignores --import in a worker's execArgv.)
 */
function workerFor(input: ImportWorkerInput): Worker {
  // A small young generation: the per-row garbage is collected early instead of growing the
  // worker's heap with the file (100,000 rows: +14% peak RSS over 10,000 vs +31% with the default).
  const resourceLimits = { maxYoungGenerationSizeMb: 2 };
  if (import.meta.url.endsWith('.ts')) {
    // The ESM build of tsx's API (a require resolves the CommonJS one, whose register() fails here).
    const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
      /\.cjs$/,
      '.mjs',
    );
    const entry = new URL('./import-worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { eval: true, workerData: input, resourceLimits });
  }
  return new Worker(new URL('./import-worker.js', import.meta.url), { workerData: input, resourceLimits });
}

export interface ImportWorkerHandle {
  /** The worker's messages in the order posted; throws if the worker dies. */
  messages: AsyncIterable<ImportWorkerMessage>;
  /** A batch is committed: the worker may post one more, reusing the batch's buffers. */
  ack(buffers: ArrayBuffer[]): void;
  stop(): Promise<number>;
}

export function startImportWorker(input: ImportWorkerInput): ImportWorkerHandle {
  const worker = workerFor(input);
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
