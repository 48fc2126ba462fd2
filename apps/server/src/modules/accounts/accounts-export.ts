import type { Writable } from 'node:stream';
import { accountFieldLabel } from '@arrears/domain';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client';
import type { DebtAccountRow } from '../../db/schema';
import type { FieldEncryption } from '../../security/field-encryption';
import { ACCOUNT_COLUMNS, type AccountColumn, maskedValue, type OnMisplaced } from './account-presenter';
import { accountBatches } from './accounts.repository';

/** The export's file date is the agency's calendar day (US Eastern), not the server's. */
export const EXPORT_TIME_ZONE = 'America/New_York';
/** Rows read per query; the workbook is flushed to the client between batches. */
export const EXPORT_BATCH_SIZE = 1_000;
/** Rows written between yields to the event loop, so other requests are served during an export. */
const ROWS_PER_YIELD = 100;

/** debt_accounts_export_{YYYY-MM-DD}.xlsx (docs/product/accounts-import.md), dated in US Eastern time. */
export function exportFileName(nowMs: number): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: EXPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(nowMs));
  return `debt_accounts_export_${day}.xlsx`;
}

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

type CellOf = (raw: unknown, account: DebtAccountRow) => ExcelJS.CellValue | undefined;

/**
 * Text a spreadsheet would run as a formula once the cell is edited (= + - @, or tab/CR first) gets
 * a leading apostrophe, like the import errors CSV and the compliance export: account fields come
 * from imported files and the chat, so they must not become formulas on the desk of whoever opens it.
 */
const formulaSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** 'yyyy-mm-dd' as midnight UTC: a calendar day that exceljs writes as the whole-day serial. */
function calendarDay(raw: unknown): Date {
  const text = String(raw);
  return new Date(
    Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10))),
  );
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
    return (raw, account) =>
      maskedValue(column, raw, account.accountNumber, encryption, onMisplaced) ?? undefined;
  const present =
    (convert: (raw: unknown) => ExcelJS.CellValue): CellOf =>
    (raw) =>
      raw === null || raw === undefined || raw === '' ? undefined : convert(raw);
  switch (column.type) {
    case 'money':
    case 'rate':
    case 'integer':
      return present(Number);
    case 'date':
      return present(calendarDay);
    case 'timestamp':
      return present((raw) => (raw instanceof Date ? raw : new Date(String(raw))));
    default:
      return present((raw) => formulaSafe(String(raw)));
  }
}

/** Resolves when the stream can take more, or has closed (the client went away). */
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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
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

/**
 * Writes every account as an .xlsx to `out`: exceljs' streaming writer, accounts read in keyset
 * batches, one header row of the fields' plain labels then one row per account. Memory stays
 * flat: rows are committed (serialised and dropped) as they are written and the loop waits for
 * the client to take the bytes. Stops early when the client disconnects.
 */
export async function writeAccountsWorkbook(
  db: Database,
  encryption: FieldEncryption,
  out: Writable,
  onMisplaced?: OnMisplaced,
): Promise<{ rows: number }> {
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
  const properties = ACCOUNT_COLUMNS.map((c) => c.property);
  let rows = 0;
  const batches = accountBatches(db, { batchSize: EXPORT_BATCH_SIZE });
  let next = batches.next();
  for (;;) {
    const current = await next;
    if (current.done) break;
    next = batches.next(); // the next batch is read while this one is written
    next.catch(() => {}); // awaited below; if we stop early its failure must not go unhandled
    for (const account of current.value) {
      const values = properties.map((property, i) => converters[i](account[property], account));
      const row = sheet.addRow(values);
      row.eachCell((cell, columnNumber) => {
        cell.style = styles[columnNumber - 1];
      });
      row.commit();
      rows += 1;
      if (rows % ROWS_PER_YIELD === 0) await nextTurn();
    }
    if (out.destroyed) {
      await batches.return(undefined);
      return { rows };
    }
    await writable(out);
    await zipCaughtUp(sheet, out);
  }
  sheet.commit();
  await workbook.commit();
  return { rows };
}
