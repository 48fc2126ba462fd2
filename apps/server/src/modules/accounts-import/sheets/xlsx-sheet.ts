import ExcelJS from 'exceljs';
import { type CellValue, type SheetRow, type SheetSource, UnreadableFileError } from './sheet-rows';
import { assertBoundedExpansion } from './xlsx-expansion';

/** A cell as exceljs reads it, reduced to the value the sheet shows. */
function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return (v.richText as { text: string }[]).map((r) => r.text).join('');
    if ('result' in v) return plainValue(v.result); // formula: the value last computed
    if ('text' in v) return plainValue(v.text); // hyperlink
    if ('error' in v) return String(v.error); // #N/A and friends: the column's parser refuses it
  }
  return String(value);
}

/**
 * The first worksheet of an .xlsx upload, read with exceljs' streaming reader: rows are parsed
 * as the zip is inflated, so memory holds the shared strings and the current rows, not the sheet.
 * The row count is not known before the end (the progress shows rows done).
 */
export function openXlsxSheet(path: string): SheetSource {
  return {
    totalRows: null,
    async *rows(): AsyncIterable<SheetRow> {
      await assertBoundedExpansion(path); // zip-bomb guard: before the reader inflates anything
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
        sharedStrings: 'cache',
        styles: 'cache', // number formats tell dates from numbers
        hyperlinks: 'ignore',
        worksheets: 'emit',
        entries: 'ignore',
      });
      let last = 0;
      try {
        for await (const worksheet of reader) {
          for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
            const values = row.values as unknown[];
            const cells: CellValue[] = [];
            for (let i = 1; i < values.length; i += 1) cells.push(plainValue(values[i]));
            last = row.number;
            yield { number: row.number, cells };
          }
          break; // the first worksheet only
        }
      } catch (error) {
        if (error instanceof UnreadableFileError) throw error;
        throw new UnreadableFileError(
          `The workbook could not be read after row ${last}: ${(error as Error).message}`,
        );
      }
    },
  };
}
