import { parentPort, workerData } from 'node:worker_threads';
import type { ImportRowError } from '@arrears/domain';
import { FieldEncryption } from '../../security/field-encryption';
import { accountBatchWriter } from './account-batch-writer';
import type { BatchWriter } from './batch-writer';
import { mapColumns } from './column-mapping';
import {
  type Ack,
  BATCHES_IN_FLIGHT,
  type BatchMessage,
  type Bytes,
  IMPORT_BATCH_ROWS,
  type ImportWorkerInput,
  type ImportWorkerMessage,
} from './import-worker-protocol';
import { type RowParse, rowParser } from './row-parser';
import { openSheet } from './sheets/open-sheet';
import { isBlankRow, type SheetRow, UnreadableFileError } from './sheets/sheet-rows';

/**
 * The CPU half of an accounts import, on its own thread: reads the upload, checks every cell and
 * turns the good rows into their stored form (JSON, secrets encrypted), a batch at a time. The
 * main thread writes the batches in order (import-worker-client.ts) while this one prepares the
 * next; it acknowledges each committed batch, and no more than BATCHES_IN_FLIGHT wait unacknowledged.
 * Batches are cut exactly where the single-threaded importer cut them.
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

let processed = 0;

async function run(): Promise<void> {
  const encryption = new FieldEncryption(Buffer.from(input.masterKey));
  let writer: BatchWriter<{ rows: Buffer; secrets: { values: Buffer; keys: Buffer } | null }> | null = null;
  let parseRow: ((row: SheetRow) => RowParse) | null = null;
  let pendingErrors: ImportRowError[] = [];
  let pendingBadRows = 0;
  let rowsSinceFlush = 0;
  let lastRow = 0;

  const flush = async (processedRows = processed, upTo = lastRow) => {
    const taken = writer && writer.size > 0 ? writer.take() : null;
    const message: BatchMessage = {
      type: 'batch',
      processedRows,
      lastRow: upTo,
      errors: pendingErrors,
      badRows: pendingBadRows,
      rows: taken ? own(taken.rows) : null,
      secrets: taken?.secrets ? { values: own(taken.secrets.values), keys: own(taken.secrets.keys) } : null,
    };
    pendingErrors = [];
    pendingBadRows = 0;
    rowsSinceFlush = 0;
    const parts = [message.rows, message.secrets?.values, message.secrets?.keys];
    // Counted as in flight until acknowledged; header and end messages are not acknowledged.
    await post(
      message,
      parts.flatMap((p) => (p ? [p.buffer] : [])),
    );
  };

  const source = await openSheet(input.path, input.kind);
  for await (const row of source.rows()) {
    if (!writer) {
      if (isBlankRow(row.cells)) continue;
      const mapping = mapColumns('accounts', row.cells);
      if (mapping.missing.length) {
        throw new UnreadableFileError(
          `The file has no ${mapping.missing.join(', ')} column. The first row must be the header row with the column names of the template.`,
        );
      }
      // jsonParam is the main thread's business: this writer only adds and takes.
      writer = accountBatchWriter(mapping, { encryption, jsonParam: (bytes) => bytes }, 0);
      parseRow = rowParser('accounts', mapping);
      port.postMessage({
        type: 'header',
        cells: row.cells.map((c) => (c === null ? null : String(c))),
        totalRows: source.totalRows === null ? null : source.totalRows - (row.number - 1),
      } satisfies ImportWorkerMessage);
      continue;
    }
    const previousRow = lastRow;
    processed += 1;
    rowsSinceFlush += 1;
    lastRow = row.number;
    if (isBlankRow(row.cells)) continue;
    const parsed = (parseRow as (row: SheetRow) => RowParse)(row);
    if ('errors' in parsed) {
      pendingErrors.push(...parsed.errors);
      pendingBadRows += 1;
    } else {
      let verdict = writer.add(parsed.row);
      if (verdict === 'split') {
        await flush(processed - 1, previousRow); // the batch ends with the row before this one
        rowsSinceFlush = 1;
        verdict = writer.add(parsed.row);
      }
      if (verdict !== 'ok' && verdict !== 'split') {
        pendingErrors.push(verdict);
        pendingBadRows += 1;
      }
    }
    if (rowsSinceFlush >= IMPORT_BATCH_ROWS) await flush();
  }
  if (!writer) throw new UnreadableFileError('The file has no header row: it is empty.');
  await flush();
  port.postMessage({ type: 'done', processedRows: processed } satisfies ImportWorkerMessage);
}

run().catch((error: unknown) => {
  port.postMessage({
    type: 'failed',
    unreadable: error instanceof UnreadableFileError,
    message: error instanceof Error ? error.message : String(error),
    processedRows: processed,
  } satisfies ImportWorkerMessage);
});
