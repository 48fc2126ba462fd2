import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { FieldEncryption } from '../../security/field-encryption';
import { accountsWorkbook, type ExportRow } from './export-workbook';
import {
  CHUNK_BYTES_IN_FLIGHT,
  type ExportInbound,
  type ExportOutbound,
  type ExportWorkerInput,
} from './export-worker-protocol';

/**
 * The CPU half of the accounts export, on its own thread: unmasks and masks the sensitive fields,
 * turns the texts into cells and runs exceljs and the deflate. The main thread sends the batches it
 * reads (accounts-export.ts) and hands the compressed chunks posted here to the client. Both ways
 * are bounded: the main thread sends a batch only when one is written (BATCHES_IN_FLIGHT), and this
 * thread stops writing while CHUNK_BYTES_IN_FLIGHT bytes are not yet taken by the client.
 */
if (!parentPort) throw new Error('export-worker.ts runs as a worker thread');
const port = parentPort;
const input = workerData as ExportWorkerInput;
const post = (message: ExportOutbound, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const encryption = new FieldEncryption(
  Buffer.from(input.masterKey),
  input.previousKeys.map((key) => Buffer.from(key)),
);

let untaken = 0;
let taken: (() => void) | null = null;

/** The .xlsx bytes, posted to the main thread; a write completes once the client keeps up. */
const sink = new Writable({
  highWaterMark: 256 * 1024,
  write(chunk: Buffer, _encoding, callback) {
    // A copy of its own to transfer: deflate's output buffers are slices of larger ones.
    const bytes = new Uint8Array(chunk.length);
    bytes.set(chunk);
    untaken += bytes.length;
    post({ type: 'chunk', bytes }, [bytes.buffer]);
    if (untaken < CHUNK_BYTES_IN_FLIGHT) callback();
    else taken = () => callback();
  },
});

const workbook = accountsWorkbook(sink, encryption, (error) =>
  post({ type: 'misplaced', binding: error.binding }),
);

let failed = false;
async function handle(message: Exclude<ExportInbound, { type: 'taken' }>): Promise<void> {
  if (failed) return;
  if (message.type === 'rows') {
    await workbook.write(JSON.parse(message.rows) as ExportRow[]);
    post({ type: 'batchDone' });
  } else {
    post({ type: 'done', rows: await workbook.finish() });
  }
}

let queue = Promise.resolve();
port.on('message', (message: ExportInbound) => {
  if (message.type === 'taken') {
    untaken -= message.bytes;
    if (untaken < CHUNK_BYTES_IN_FLIGHT && taken) {
      const resume = taken;
      taken = null;
      resume();
    }
    return;
  }
  queue = queue
    .then(() => handle(message))
    .catch((error: unknown) => {
      failed = true;
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
});
