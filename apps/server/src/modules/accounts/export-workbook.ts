import type { Writable } from 'node:stream';
import { accountFieldLabel } from '@arrears/domain';
import ExcelJS from 'exceljs';
import type { FieldEncryption } from '../../security/field-encryption';
import { ACCOUNT_COLUMNS, type AccountColumn, maskedValue, type OnMisplaced } from './account-presenter';

/*
 * The accounts .xlsx itself, written by the export worker (export-worker.ts) from the rows the
 * main thread reads (export-batches.ts: every value as text, in ACCOUNT_COLUMNS order).
 */

/** One account as export-batches.ts reads it: texts in ACCOUNT_COLUMNS order, null when empty. */
export type ExportRow = (string | null)[];

/*
 * One shared style object per column type. exceljs caches a style by object identity; a fresh
 * {} per cell (its default) costs a lookup per cell and doubles the export time.
 */
const STYLES: Record<AccountColumn['type'], Partial<ExcelJS.Style>> = {
  money: { numFmt: '#,##0.00' },
  rate: { numFmt: '0.00##' },
  date: { numFmt: 'mm/dd/yyyy' },
  timestamp: { numFmt: 'yyyy-mm-dd hh:mm:ss' },
  integer: { numFmt: '0' },
  text: {},
  sensitive: {},
};

type CellOf = (raw: string | null, accountNumber: string) => ExcelJS.CellValue | undefined;

/**
 * Text a spreadsheet would run as a formula once the cell is edited (= + - @, or tab/CR first) gets
 * a leading apostrophe, like the import errors CSV and the compliance export: account fields come
 * from imported files and the chat, so they must not become formulas on the desk of whoever opens it.
 */
const formulaSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** 'yyyy-mm-dd' as midnight UTC: a calendar day that exceljs writes as the whole-day serial. */
function calendarDay(raw: string): Date {
  return new Date(Date.UTC(Number(raw.slice(0, 4)), Number(raw.slice(5, 7)) - 1, Number(raw.slice(8, 10))));
}

/**
 * How each column's stored value becomes a cell: real numbers and dates, masked sensitive text;
 * undefined leaves the cell empty (no cell is written). Chosen once per column, not per cell.
 */
function cellConverter(
  column: AccountColumn,
  encryption: FieldEncryption,
  onMisplaced?: OnMisplaced,
): CellOf {
  if (column.type === 'sensitive')
    return (raw, accountNumber) =>
      maskedValue(column, raw, accountNumber, encryption, onMisplaced) ?? undefined;
  const present =
    (convert: (raw: string) => ExcelJS.CellValue): CellOf =>
    (raw) =>
      raw === null || raw === '' ? undefined : convert(raw);
  switch (column.type) {
    case 'money':
    case 'rate':
    case 'integer':
      return present(Number);
    case 'date':
      return present(calendarDay);
    case 'timestamp':
      // Milliseconds since 1970 (export-batches.ts), the instant the database holds.
      return present((raw) => new Date(Number(raw)));
    default:
      return present(formulaSafe);
  }
}

/** Resolves when the stream can take more, or has closed. */
function writable(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Uncompressed sheet XML allowed to wait for the zip stage before rows stop being written. */
const ZIP_BACKLOG_LIMIT = 4 * 1024 * 1024;

/**
 * Waits until the zip stage has caught up. exceljs writes the sheet's XML into the zip entry's
 * stream without heeding backpressure (lib/utils/stream-buf.js), so a fast producer piles up the
 * whole uncompressed sheet (~170 MB for 100,000 accounts) in that stream's buffer. Its buffered
 * length is read through exceljs internals; should they change, this simply stops waiting.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  const entry = (sheet as unknown as { stream?: { pipes?: Array<{ _writableState?: { length: number } }> } })
    .stream?.pipes?.[0]?._writableState;
  while (entry && entry.length > ZIP_BACKLOG_LIMIT && !out.destroyed) await pause(2);
}

export interface AccountsWorkbook {
  /** Writes a batch of accounts; resolves when `out` and the zip stage can take more. */
  write(rows: readonly ExportRow[]): Promise<void>;
  /** Closes the sheet and the file; resolves when every byte has been handed to `out`. */
  finish(): Promise<number>;
}

/**
 * Every account as an .xlsx written to `out`: exceljs' streaming writer, one header row of the
 * fields' plain labels then one row per account. Memory stays flat: rows are committed
 * (serialised and dropped) as they are written, and each batch waits for `out` and the zip.
 */
export function accountsWorkbook(
  out: Writable,
  encryption: FieldEncryption,
  onMisplaced?: OnMisplaced,
): AccountsWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: compression is the slowest stage of the export. 100,000 accounts make
    // a 31 MB file at level 1, 25 MB at level 6.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet('Accounts', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Plain headings ("Days delinquent"), the words of the screen; the import reads them back too.
  sheet.columns = ACCOUNT_COLUMNS.map((c) => {
    const header = accountFieldLabel(c.key);
    return { header, key: c.key, width: Math.max(12, header.length + 2) };
  });
  const styles = ACCOUNT_COLUMNS.map((c) => STYLES[c.type]);
  const converters = ACCOUNT_COLUMNS.map((c) => cellConverter(c, encryption, onMisplaced));
  const accountNumberAt = ACCOUNT_COLUMNS.findIndex((c) => c.key === 'account_number');
  let rows = 0;
  return {
    async write(batch) {
      for (const account of batch) {
        const accountNumber = account[accountNumberAt] ?? '';
        const row = sheet.addRow(account.map((raw, i) => converters[i](raw, accountNumber)));
        row.eachCell((cell, columnNumber) => {
          cell.style = styles[columnNumber - 1];
        });
        row.commit();
        rows += 1;
      }
      await writable(out);
      await zipCaughtUp(sheet, out);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      if (!out.writableFinished)
        await new Promise<void>((resolve, reject) => {
          out.once('finish', resolve);
          out.once('error', reject);
        });
      return rows;
    },
  };
}
