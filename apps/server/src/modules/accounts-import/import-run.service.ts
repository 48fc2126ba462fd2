import {
  easternDateOf,
  IMPORT_ROW_ERRORS_SHOWN,
  type ImportRowError,
  type ImportType,
} from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { restAfterBatch } from '../../request-activity';
import { MisplacedValueError } from '../../security/field-encryption';
import { recordImportedScrubs } from '../scrubs';
import { accountBatchWriter } from './account-batch-writer';
import { type BatchWriter, jsonParamFor } from './batch-writer';
import { type ColumnMapping, mapColumns } from './column-mapping';
import type { FileKind } from './file-kind';
import { type RowBatch, readImportRows } from './import-row-loop';
import { type BatchCounts, finishImportRun, recordBatch, setTotalRows } from './import-runs.repository';
import { startImportWorker } from './import-worker-client';
import { type Bytes, IMPORT_BATCH_ROWS } from './import-worker-protocol';
import { lastLedgerId, ledgerBatchWriter } from './ledger-batch-writer';
import { UnreadableFileError } from './sheets/sheet-rows';

export { IMPORT_BATCH_ROWS };

export interface ImportOutcome {
  counts: BatchCounts;
  /** Data rows read after the header (blank ones included). */
  totalRows: number;
  rowErrors: ImportRowError[];
  unknownColumns: string[];
  /** Rows of rowErrors whose reason is withheld from a client's own file (decision 0091). */
  withheldRows: number[];
}

interface RunInput {
  runId: number;
  importType: ImportType;
  kind: FileKind;
  path: string;
  userId: number;
  /** A client's own placement file (the client portal, accounts only): every row goes to this client. */
  scopeClientId?: number | null;
}

async function writerFor(deps: AppDeps, input: RunInput, mapping: ColumnMapping): Promise<BatchWriter> {
  const jsonParam = jsonParamFor(deps.databaseKind);
  if (input.importType === 'accounts') {
    return accountBatchWriter(
      mapping,
      {
        encryption: deps.encryption,
        jsonParam,
        today: () => easternDateOf(deps.clock()),
        recordScrubs: recordImportedScrubs,
        clock: deps.clock,
      },
      input.userId,
      input.runId,
      input.scopeClientId ?? null,
    );
  }
  const firstNewId = await lastLedgerId(deps.db, input.importType);
  return ledgerBatchWriter(input.importType, input.userId, firstNewId, jsonParam);
}

/** Where reading stands, for the outcome and for the message of a failed run. */
interface Progress {
  counts: BatchCounts;
  shown: ImportRowError[];
  unknownColumns: string[];
  withheldRows: number[];
  lastCommittedRow: number;
  processed: number;
}

/** Writes one batch with its progress and row errors in one transaction, and tallies it. */
async function commitBatch(
  deps: AppDeps,
  runId: number,
  writer: BatchWriter | null,
  batch: RowBatch<unknown>,
  progress: Progress,
) {
  // Let waiting requests in (PGlite runs in this thread and never yields between queries on its
  // own): the progress call gets its turn between two batches.
  await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  const { batchCounts, allErrors, withheld } = await deps.db.transaction(async (tx) => {
    const written = batch.taken !== null && writer ? await writer.write(tx, batch.taken) : null;
    const batchCounts = written?.counts ?? { created: 0, updated: 0, unchanged: 0, errors: 0 };
    batchCounts.errors += batch.badRows;
    const allErrors = [...batch.errors, ...(written?.errors ?? [])].sort((a, b) => a.row - b.row);
    await recordBatch(tx, runId, {
      processedRows: batch.processedRows,
      lastRow: batch.lastRow,
      counts: batchCounts,
      errors: allErrors,
    });
    return { batchCounts, allErrors, withheld: written?.withheldRows ?? [] };
  });
  const { counts, shown } = progress;
  counts.created += batchCounts.created;
  counts.updated += batchCounts.updated;
  counts.unchanged += batchCounts.unchanged;
  counts.errors += batchCounts.errors;
  for (const e of allErrors) if (shown.length < IMPORT_ROW_ERRORS_SHOWN) shown.push(e);
  progress.withheldRows.push(...withheld);
  progress.lastCommittedRow = batch.lastRow;
  const rest = restAfterBatch(performance.now() - started, deps.activity);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/**
 * Reads the stored upload row by row and writes it in batches, one transaction each, with the
 * run's progress and the batch's row errors in that same transaction. Only a few batches are in
 * memory at a time (as JSON bytes outside the JS heap), whatever the file's length. Accounts are
 * read, checked and encrypted on a worker thread (import-worker.ts) while this thread writes the
 * previous batches: with PGlite the database runs on this thread, so only then do both overlap.
 */
export async function importFile(deps: AppDeps, input: RunInput): Promise<ImportOutcome> {
  const progress: Progress = {
    counts: { created: 0, updated: 0, unchanged: 0, errors: 0 },
    shown: [],
    unknownColumns: [],
    withheldRows: [],
    lastCommittedRow: 0,
    processed: 0,
  };
  try {
    if (input.importType === 'accounts') await importInWorker(deps, input, progress);
    else await importInThread(deps, input, progress);
  } catch (error) {
    const partly =
      progress.lastCommittedRow > 0 ? ` Rows up to row ${progress.lastCommittedRow} were imported.` : '';
    const message =
      error instanceof UnreadableFileError
        ? error.message + partly
        : error instanceof MisplacedValueError // an account's stored secret: it cannot be compared
          ? `The import stopped. ${error.message}.${partly}`
          : `The import failed.${partly}`;
    await finishImportRun(deps.db, input.runId, { status: 'failed', totalRows: progress.processed, message });
    if (error instanceof UnreadableFileError) throw new UnreadableFileError(message);
    throw error;
  }
  await finishImportRun(deps.db, input.runId, { status: 'completed', totalRows: progress.processed });
  const { counts, processed, shown, unknownColumns, withheldRows } = progress;
  return { counts, totalRows: processed, rowErrors: shown, unknownColumns, withheldRows };
}

/** Accounts: the worker posts ready batches, this thread commits them in order and acknowledges. */
async function importInWorker(deps: AppDeps, input: RunInput, progress: Progress): Promise<void> {
  const worker = startImportWorker({
    path: input.path,
    kind: input.kind,
    masterKey: new Uint8Array(deps.config.encryptionKey),
    today: easternDateOf(deps.clock()),
  });
  let writer: BatchWriter | null = null;
  try {
    for await (const message of worker.messages) {
      if (message.type === 'header') {
        const mapping = mapColumns(input.importType, message.cells);
        progress.unknownColumns = mapping.unknownColumns;
        writer = await writerFor(deps, input, mapping);
        if (message.totalRows !== null) await setTotalRows(deps.db, input.runId, message.totalRows);
      } else if (message.type === 'batch') {
        const { rows, secrets, scrubs } = message;
        const bytes = (b: Bytes) => Buffer.from(b.buffer, 0, b.length);
        const taken = rows
          ? {
              rows: bytes(rows),
              secrets: secrets ? { values: bytes(secrets.values), keys: bytes(secrets.keys) } : null,
              scrubs,
            }
          : null;
        progress.processed = message.processedRows;
        await commitBatch(deps, input.runId, writer, { ...message, taken }, progress);
        worker.ack([rows, secrets?.values, secrets?.keys].flatMap((b) => (b ? [b.buffer] : [])));
      } else if (message.type === 'failed') {
        progress.processed = message.processedRows;
        throw message.unreadable ? new UnreadableFileError(message.message) : new Error(message.message);
      } else {
        progress.processed = message.processedRows;
        return;
      }
    }
  } finally {
    await worker.stop();
  }
}

/** Payments and transactions: read and written on this thread, the next batch read while one is written. */
async function importInThread(deps: AppDeps, input: RunInput, progress: Progress): Promise<void> {
  let writing: Promise<void> = Promise.resolve();
  let writer: BatchWriter | null = null;
  try {
    await readImportRows(
      input,
      {
        async header(mapping, _cells, totalRows) {
          progress.unknownColumns = mapping.unknownColumns;
          writer = await writerFor(deps, input, mapping);
          if (totalRows !== null) await setTotalRows(deps.db, input.runId, totalRows);
          return writer;
        },
        async batch(batch) {
          await writing; // batches commit in file order
          writing = commitBatch(deps, input.runId, writer, batch, progress);
          // Keep an unhandled rejection from escaping while the next batch is read; awaited below.
          writing.catch(() => {});
        },
      },
      progress,
    );
    await writing;
  } catch (error) {
    await writing.catch(() => {});
    throw error;
  }
}
