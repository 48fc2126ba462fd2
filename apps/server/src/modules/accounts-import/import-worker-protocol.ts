import type { ImportRowError } from '@arrears/domain';
import type { ImportedScrub } from '../scrubs';
import type { FileKind } from './file-kind';

/** What the import worker is started with (see import-worker.ts). */
export interface ImportWorkerInput {
  path: string;
  kind: FileKind;
  /** DATA_ENCRYPTION_KEY's bytes: the worker derives the same keys as deps.encryption. */
  masterKey: Uint8Array;
  /** The agency's day on the server's clock (yyyy-mm-dd): scrub flags' dates are checked against it. */
  today: string;
}

/** JSON bytes in a transferred buffer: the first `length` bytes (buffers are reused, see Ack). */
export interface Bytes {
  buffer: ArrayBuffer;
  length: number;
}

/** A ready batch: its rows' JSON bytes (transferred, not copied) and the row errors up to it. */
export interface BatchMessage {
  type: 'batch';
  processedRows: number;
  lastRow: number;
  errors: ImportRowError[];
  badRows: number;
  rows: Bytes | null;
  secrets: { values: Bytes; keys: Bytes } | null;
  /** The batch's scrub flags (decision 0100), copied: few rows have any. */
  scrubs: ImportedScrub[];
}

export type ImportWorkerMessage =
  | { type: 'header'; cells: (string | null)[]; totalRows: number | null }
  | BatchMessage
  | { type: 'done'; processedRows: number }
  | { type: 'failed'; unreadable: boolean; message: string; processedRows: number };

/**
 * The main thread committed a batch: the worker may post one more. The batch's buffers come back
 * with it to be filled again, so no new memory is taken per batch (freed ArrayBuffers would pile
 * up outside the JS heap until a garbage collection happens to run).
 */
export interface Ack {
  buffers: ArrayBuffer[];
}

/** Batches posted and not yet committed by the main thread: memory stays flat whatever the file. */
export const BATCHES_IN_FLIGHT = 2;

/** Rows per statement and per transaction. */
export const IMPORT_BATCH_ROWS = 2000;
