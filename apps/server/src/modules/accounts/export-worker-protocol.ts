import type { FieldBinding } from '../../security/field-encryption';

/** What the export worker is started with (see export-worker.ts). */
export interface ExportWorkerInput {
  /** DATA_ENCRYPTION_KEY's bytes, then DATA_ENCRYPTION_KEY_PREVIOUS': the keys of deps.encryption. */
  masterKey: Uint8Array;
  previousKeys: Uint8Array[];
}

/**
 * Main thread → worker. `rows` is one keyset batch as the database wrote it: a JSON array of rows,
 * each an array of texts in ACCOUNT_COLUMNS order (export-batches.ts). `end` follows the last batch.
 * `taken` gives back the bytes of chunks the main thread has handed to the client.
 */
export type ExportInbound =
  | { type: 'rows'; rows: string }
  | { type: 'end' }
  | { type: 'taken'; bytes: number };

/**
 * Worker → main thread. `batchDone`: a batch is written and the zip has caught up, send one more.
 * `chunk`: the next bytes of the .xlsx (transferred). `misplaced`: an encrypted value that does not
 * belong to its row (recorded as a security event by the main thread). `done`: the file is complete.
 */
export type ExportOutbound =
  | { type: 'batchDone' }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'misplaced'; binding: FieldBinding }
  | { type: 'done'; rows: number }
  | { type: 'failed'; message: string };

/** Batches sent and not yet written by the worker: one being written, one waiting. */
export const BATCHES_IN_FLIGHT = 2;

/** Compressed bytes posted by the worker and not yet taken by the client before the worker waits. */
export const CHUNK_BYTES_IN_FLIGHT = 1024 * 1024;
