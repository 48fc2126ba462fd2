/**
 * A spreadsheet read row by row, whatever the format. Cells keep the type the file gave them
 * (text from CSV; numbers, dates and text from workbooks) so each column's parser can judge them.
 */
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row as numbered in the file: the first row is 1. */
  number: number;
  cells: CellValue[];
}

export interface SheetSource {
  /** Rows in the file after the first one, when the format tells before reading (CSV, .xls). */
  totalRows: number | null;
  rows(): AsyncIterable<SheetRow>;
}

/** The file cannot be read at all: the import stops before it changes anything (or where it is). */
export class UnreadableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

export function isBlankRow(cells: readonly CellValue[]): boolean {
  return cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));
}
