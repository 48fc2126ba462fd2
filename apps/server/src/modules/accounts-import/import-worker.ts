import { parentPort, workerData } from 'node:worker_threads';
import { FieldEncryption } from '../../security/field-encryption';
import { type AccountsBatch, accountBatchWriter } from './account-batch-writer';
import { readImportRows } from './import-row-loop';
import {
  type Ack,
  BATCHES_IN_FLIGHT,
  type BatchMessage,
  type Bytes,
  type ImportWorkerInput,
  type ImportWorkerMessage,
} from './import-worker-protocol';
import { UnreadableFileError } from './sheets/sheet-rows';

/**
 * The CPU half of an accounts import, on its own thread: reads the upload, checks every cell and
 * turns the good rows into their stored form (JSON, secrets encrypted), a batch at a time. The
 * main thread writes the batches in order (import-worker-client.ts) while this one prepares the
 * next; it acknowledges each committed batch, and no more than BATCHES_IN_FLIGHT wait unacknowledged.
 * Batches are cut by the import's one row loop (import-row-loop.ts), as on the main thread.
 */
if (!parentPort) throw new Error('import-worker.ts runs as a worker thread');
const port = parentPort;
const input = workerData as ImportWorkerInput;

let inFlight = 0;
let wake: (() => void) | null = null;
/** Buffers the main thread gave back, to copy the next batches into. */
const spare: ArrayBuffer[] = [];
port.on('message', (ack: Ack) => {
  spare.push(...ack.buffers);
  inFlight -= 1;
  wake?.();
  wake = null;
});

async function post(message: ImportWorkerMessage, transfer: ArrayBuffer[] = []): Promise<void> {
  while (inFlight >= BATCHES_IN_FLIGHT) await new Promise<void>((resolve) => (wake = resolve));
  inFlight += 1;
  port.postMessage(message, transfer);
}

/** A copy of the bytes in a buffer of their own, to transfer (the writer's buffers are reused). */
function own(bytes: Buffer): Bytes {
  const fit = spare.findIndex((b) => b.byteLength >= bytes.length);
  const buffer = fit >= 0 ? spare.splice(fit, 1)[0] : new ArrayBuffer(Math.ceil(bytes.length * 1.25));
  new Uint8Array(buffer).set(bytes);
  return { buffer, length: bytes.length };
}

/** Rows read so far, for the message of a failed run. */
const tally = { processed: 0 };

async function run(): Promise<void> {
  const encryption = new FieldEncryption(Buffer.from(input.masterKey));
  await readImportRows<AccountsBatch>(
    { path: input.path, kind: input.kind, importType: 'accounts' },
    {
      async header(mapping, cells, totalRows) {
        // jsonParam is the main thread's business: this writer only adds and takes.
        const writer = accountBatchWriter(
          mapping,
          { encryption, jsonParam: (bytes) => bytes, today: () => input.today },
          0,
        );
        port.postMessage({
          type: 'header',
          cells: cells.map((c) => (c === null ? null : String(c))),
          totalRows,
        } satisfies ImportWorkerMessage);
        return writer;
      },
      async batch({ taken, ...batch }) {
        const message: BatchMessage = {
          type: 'batch',
          ...batch,
          rows: taken ? own(taken.rows) : null,
          secrets: taken?.secrets
            ? { values: own(taken.secrets.values), keys: own(taken.secrets.keys) }
            : null,
          scrubs: taken?.scrubs ?? [],
        };
        const parts = [message.rows, message.secrets?.values, message.secrets?.keys];
        // Counted as in flight until acknowledged; header and end messages are not acknowledged.
        await post(
          message,
          parts.flatMap((p) => (p ? [p.buffer] : [])),
        );
      },
    },
    tally,
  );
  port.postMessage({ type: 'done', processedRows: tally.processed } satisfies ImportWorkerMessage);
}

run().catch((error: unknown) => {
  port.postMessage({
    type: 'failed',
    unreadable: error instanceof UnreadableFileError,
    message: error instanceof Error ? error.message : String(error),
    processedRows: tally.processed,
  } satisfies ImportWorkerMessage);
});
