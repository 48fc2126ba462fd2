import type { ImportRowError, ImportType } from '@arrears/domain';
import type { BatchWriter } from './batch-writer';
import { type ColumnMapping, mapColumns } from './column-mapping';
import type { FileKind } from './file-kind';
import { IMPORT_BATCH_ROWS } from './import-worker-protocol';
import { rowParser } from './row-parser';
import { openSheet } from './sheets/open-sheet';
import { type CellValue, isBlankRow, UnreadableFileError } from './sheets/sheet-rows';

/** One batch as cut from the file: its rows (if any) and the progress and row errors up to its last row. */
export interface RowBatch<Taken> {
  taken: Taken | null;
  processedRows: number;
  lastRow: number;
  errors: ImportRowError[];
  badRows: number;
}

export interface RowLoopSteps<Taken> {
  /** The header row is mapped (no required column missing): the writer the rows go to. */
  header(
    mapping: ColumnMapping,
    cells: readonly CellValue[],
    totalRows: number | null,
  ): Promise<BatchWriter<Taken>>;
  /** A batch is cut; the next row is read once this resolves (that is where back-pressure goes). */
  batch(batch: RowBatch<Taken>): Promise<void>;
}

/** Data rows read so far (blank ones included), kept up to date for the message of a failed run. */
export interface RowTally {
  processed: number;
}

/**
 * The import's one row loop, for the worker thread (accounts) and the main thread (payments and
 * transactions): reads the upload, maps the header, checks every row and cuts batches of
 * IMPORT_BATCH_ROWS rows, or earlier where the writer asks for a split, so that a batch never
 * touches the same record twice.
 */
export async function readImportRows<Taken>(
  input: { path: string; kind: FileKind; importType: ImportType },
  steps: RowLoopSteps<Taken>,
  tally: RowTally,
): Promise<void> {
  let writer: BatchWriter<Taken> | null = null;
  let parseRow: ReturnType<typeof rowParser> | null = null;
  let pendingErrors: ImportRowError[] = [];
  let pendingBadRows = 0;
  let rowsSinceFlush = 0;
  let lastRow = 0;

  /** Hands on the current batch with the errors so far; progress counts the rows up to `upTo`. */
  const flush = async (to: BatchWriter<Taken>, processedRows = tally.processed, upTo = lastRow) => {
    const batch: RowBatch<Taken> = {
      taken: to.size > 0 ? to.take() : null,
      processedRows,
      lastRow: upTo,
      errors: pendingErrors,
      badRows: pendingBadRows,
    };
    pendingErrors = [];
    pendingBadRows = 0;
    rowsSinceFlush = 0;
    await steps.batch(batch);
  };

  const source = await openSheet(input.path, input.kind);
  for await (const row of source.rows()) {
    if (!writer || !parseRow) {
      if (isBlankRow(row.cells)) continue;
      const mapping = mapColumns(input.importType, row.cells);
      if (mapping.missing.length) {
        throw new UnreadableFileError(
          `The file has no ${mapping.missing.join(', ')} column. The first row must be the header row with the column names of the template.`,
        );
      }
      const totalRows = source.totalRows === null ? null : source.totalRows - (row.number - 1);
      writer = await steps.header(mapping, row.cells, totalRows);
      parseRow = rowParser(input.importType, mapping);
      continue;
    }
    const previousRow = lastRow;
    tally.processed += 1;
    rowsSinceFlush += 1;
    lastRow = row.number;
    if (isBlankRow(row.cells)) continue;
    const parsed = parseRow(row);
    if ('errors' in parsed) {
      pendingErrors.push(...parsed.errors);
      pendingBadRows += 1;
    } else {
      let verdict = writer.add(parsed.row);
      if (verdict === 'split') {
        await flush(writer, tally.processed - 1, previousRow); // the batch ends with the row before this one
        rowsSinceFlush = 1;
        verdict = writer.add(parsed.row);
      }
      if (verdict !== 'ok' && verdict !== 'split') {
        pendingErrors.push(verdict);
        pendingBadRows += 1;
      }
    }
    if (rowsSinceFlush >= IMPORT_BATCH_ROWS) await flush(writer);
  }
  if (!writer) throw new UnreadableFileError('The file has no header row: it is empty.');
  await flush(writer);
}
