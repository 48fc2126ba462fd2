import { SCRUB_MESSAGES } from '@arrears/domain';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../http-error';

/** The columns a scrub file may have, by their header with case, spaces and dashes ignored. */
export const SCRUB_FILE_COLUMNS = [
  'account_number',
  'ssn',
  'birth_date',
  'flag',
  'date',
  'end_date',
  'chapter',
  'case_number',
  'attorney_name',
  'attorney_phone',
  'attorney_address',
  'note',
] as const;
export type ScrubFileColumn = (typeof SCRUB_FILE_COLUMNS)[number];

/** A data row: its line in the file (the header is line 1) and its known columns' values. */
export interface ScrubFileRow {
  line: number;
  values: Partial<Record<ScrubFileColumn, string>>;
}

const headerKey = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The file's rows by column name. Refused as a whole (400, nothing recorded) when it is not CSV,
 * has no flag column, or cannot say whose row it is (no account_number, no ssn with birth_date).
 * Columns it does not know are left aside. Blank lines are skipped.
 */
export function readScrubCsv(text: string): ScrubFileRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new HttpError(400, SCRUB_MESSAGES.fileUnreadable);
  }
  const [header, ...data] = records;
  if (!header) throw new HttpError(400, SCRUB_MESSAGES.fileEmpty);
  const columns = header.record.map(headerKey);
  const has = (c: ScrubFileColumn) => columns.includes(c);
  if (!has('flag') || !(has('account_number') || (has('ssn') && has('birth_date'))))
    throw new HttpError(400, SCRUB_MESSAGES.fileHeader);
  const known = new Set<string>(SCRUB_FILE_COLUMNS);
  const rows = data
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => {
      const values: ScrubFileRow['values'] = {};
      columns.forEach((column, i) => {
        if (known.has(column) && record[i] !== undefined) values[column as ScrubFileColumn] = record[i];
      });
      // info.lines is the line the record ends on; a record with a quoted line break starts earlier.
      return { line: info.lines, values };
    });
  if (rows.length === 0) throw new HttpError(400, SCRUB_MESSAGES.fileEmpty);
  return rows;
}
