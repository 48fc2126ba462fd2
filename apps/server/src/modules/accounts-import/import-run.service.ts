import { IMPORT_ROW_ERRORS_SHOWN, type ImportRowError, type ImportType } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { accountBatchWriter } from './account-batch-writer';
import { type BatchWriter, jsonParamFor } from './batch-writer';
import { type ColumnMapping, mapColumns } from './column-mapping';
import type { FileKind } from './file-kind';
import { type BatchCounts, finishImportRun, recordBatch, setTotalRows } from './import-runs.repository';
import { lastLedgerId, ledgerBatchWriter } from './ledger-batch-writer';
import { type RowParse, rowParser } from './row-parser';
import { openSheet } from './sheets/open-sheet';
import { isBlankRow, type SheetRow, UnreadableFileError } from './sheets/sheet-rows';

/** Rows per statement and per transaction. */
export const IMPORT_BATCH_ROWS = 2000;

export interface ImportOutcome {
  counts: BatchCounts;
  /** Data rows read after the header (blank ones included). */
  totalRows: number;
  rowErrors: ImportRowError[];
  unknownColumns: string[];
}

interface RunInput {
  runId: number;
  importType: ImportType;
  kind: FileKind;
  path: string;
  userId: number;
}

async function writerFor(deps: AppDeps, input: RunInput, mapping: ColumnMapping): Promise<BatchWriter> {
  const jsonParam = jsonParamFor(deps.databaseKind);
  if (input.importType === 'accounts') {
    return accountBatchWriter(mapping, { encryption: deps.encryption, jsonParam }, input.userId);
  }
  const firstNewId = await lastLedgerId(deps.db, input.importType);
  return ledgerBatchWriter(input.importType, input.userId, firstNewId, jsonParam);
}

/**
 * Reads the stored upload row by row and writes it in batches, one transaction each, with the
 * run's progress and the batch's row errors in that same transaction. Only one batch being
 * written and one being read are in memory at a time (as JSON bytes outside the JS heap), whatever the
 * file's length: the next batch is read while the database writes the previous one.
 */
export async function importFile(deps: AppDeps, input: RunInput): Promise<ImportOutcome> {
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, errors: 0 };
  const shown: ImportRowError[] = [];
  let unknownColumns: string[] = [];
  let lastCommittedRow = 0;
  let processed = 0;
  let writing: Promise<void> = Promise.resolve();

  let mapping: ColumnMapping | null = null;
  let writer: BatchWriter | null = null;
  let parseRow: ((row: SheetRow) => RowParse) | null = null;
  let pendingErrors: ImportRowError[] = [];
  let pendingBadRows = 0;
  let rowsSinceFlush = 0;
  let lastRow = 0;

  /** Writes the current batch with the errors so far; progress counts the rows up to `upTo`. */
  const flush = async (processedRows = processed, upTo = lastRow) => {
    const errors = pendingErrors;
    const badRows = pendingBadRows;
    pendingErrors = [];
    pendingBadRows = 0;
    rowsSinceFlush = 0;
    const taken = writer && writer.size > 0 ? writer.take() : null;
    await writing; // batches commit in file order
    // Let waiting requests in (PGlite runs in this thread and never yields between queries on its
    // own): the progress call gets its turn between two batches.
    await new Promise((resolve) => setImmediate(resolve));
    writing = deps.db
      .transaction(async (tx) => {
        const written = taken !== null && writer ? await writer.write(tx, taken) : null;
        const batchCounts = written?.counts ?? { created: 0, updated: 0, unchanged: 0, errors: 0 };
        batchCounts.errors += badRows;
        const allErrors = [...errors, ...(written?.errors ?? [])].sort((a, b) => a.row - b.row);
        await recordBatch(tx, input.runId, {
          processedRows,
          lastRow: upTo,
          counts: batchCounts,
          errors: allErrors,
        });
        return { batchCounts, allErrors };
      })
      .then(({ batchCounts, allErrors }) => {
        counts.created += batchCounts.created;
        counts.updated += batchCounts.updated;
        counts.unchanged += batchCounts.unchanged;
        counts.errors += batchCounts.errors;
        for (const e of allErrors) if (shown.length < IMPORT_ROW_ERRORS_SHOWN) shown.push(e);
        lastCommittedRow = upTo;
      });
    // Keep an unhandled rejection from escaping while the next batch is read; awaited below.
    writing.catch(() => {});
  };

  try {
    const source = await openSheet(input.path, input.kind);
    for await (const row of source.rows()) {
      if (!mapping) {
        if (isBlankRow(row.cells)) continue;
        mapping = mapColumns(input.importType, row.cells);
        if (mapping.missing.length) {
          throw new UnreadableFileError(
            `The file has no ${mapping.missing.join(', ')} column. The first row must be the header row with the column names of the template.`,
          );
        }
        unknownColumns = mapping.unknownColumns;
        writer = await writerFor(deps, input, mapping);
        parseRow = rowParser(input.importType, mapping);
        if (source.totalRows !== null)
          await setTotalRows(deps.db, input.runId, source.totalRows - (row.number - 1));
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
        let verdict = (writer as BatchWriter).add(parsed.row);
        if (verdict === 'split') {
          await flush(processed - 1, previousRow); // the batch ends with the row before this one
          rowsSinceFlush = 1;
          verdict = (writer as BatchWriter).add(parsed.row);
        }
        if (verdict !== 'ok' && verdict !== 'split') {
          pendingErrors.push(verdict);
          pendingBadRows += 1;
        }
      }
      if (rowsSinceFlush >= IMPORT_BATCH_ROWS) await flush();
    }
    if (!mapping) throw new UnreadableFileError('The file has no header row: it is empty.');
    await flush();
    await writing;
  } catch (error) {
    await writing.catch(() => {});
    const partly = lastCommittedRow > 0 ? ` Rows up to row ${lastCommittedRow} were imported.` : '';
    const message =
      error instanceof UnreadableFileError ? error.message + partly : `The import failed.${partly}`;
    await finishImportRun(deps.db, input.runId, { status: 'failed', totalRows: processed, message });
    if (error instanceof UnreadableFileError) throw new UnreadableFileError(message);
    throw error;
  }
  await finishImportRun(deps.db, input.runId, { status: 'completed', totalRows: processed });
  return { counts, totalRows: processed, rowErrors: shown, unknownColumns };
}
