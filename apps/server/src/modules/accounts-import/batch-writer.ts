import type { ImportRowError } from '@arrears/domain';
import type { Transaction } from '../../db/client';
import type { BatchCounts } from './import-runs.repository';
import type { ParsedRow } from './row-parser';

/**
 * A batch's JSON bytes as a statement parameter. node-postgres sends a Buffer as it is (binary
 * format, which for json is the text itself): no large string is ever made. PGlite serialises
 * json parameters from strings only.
 */
export type JsonParam = (bytes: Buffer) => string | Buffer;

export function jsonParamFor(databaseKind: 'pglite' | 'postgres'): JsonParam {
  return databaseKind === 'postgres' ? (bytes) => bytes : (bytes) => bytes.toString('utf8');
}

export interface BatchWriteResult {
  counts: BatchCounts;
  /** Rows the database refused (unknown account, a reference seen earlier in the file). */
  errors: ImportRowError[];
  /**
   * Rows of a client's own file whose reason only the agency sees (decision 0091): the import's
   * record keeps the reason, the client's answer says "rejected".
   */
  withheldRows?: number[];
}

/**
 * Writes the good rows of one import type, a batch per transaction. A row is turned into its
 * stored form (a JSON fragment, its secrets encrypted) as soon as it is added, so that a batch
 * waiting for the database holds compact strings rather than parsed rows: memory stays flat,
 * and this CPU work overlaps the database writing the previous batch.
 */
export interface BatchWriter<Batch = unknown> {
  /**
   * 'ok' keeps the row in the current batch; 'split' means the current batch must be written
   * first (the row touches something already in it); an error rejects the row.
   */
  add(row: ParsedRow): 'ok' | 'split' | ImportRowError;
  /** Rows in the current batch. */
  readonly size: number;
  /** Hands over the current batch and starts a new one. */
  take(): Batch;
  write(tx: Transaction, batch: Batch): Promise<BatchWriteResult>;
}
