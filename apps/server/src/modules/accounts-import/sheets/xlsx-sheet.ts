import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type CellValue, type SheetRow, type SheetSource, UnreadableFileError } from './sheet-rows';
import { assertBoundedExpansion, damagedWorkbook, partStream } from './xlsx-expansion';

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

/** The steps of exceljs' streaming reader (4.4) we drive one part at a time. */
interface PartReader {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** 'worksheets/sheet1.xml' or '/xl/worksheets/sheet1.xml' (both occur) as the zip names it. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The first worksheet of an .xlsx upload, read with exceljs' streaming reader: rows are parsed
 * as the part is inflated, so memory holds the shared strings and the current rows, not the sheet.
 * The parts are opened by name from the zip's directory, the workbook's own parts before the sheet:
 * exceljs' single pass over the zip can lose the last part (often xl/workbook.xml) and then fails
 * now and then (exceljs/exceljs#3064 on GitHub). The row count is not known before the end.
 */
export function openXlsxSheet(path: string): SheetSource {
  return {
    totalRows: null,
    async *rows(): AsyncIterable<SheetRow> {
      // zip-bomb guard: before the reader inflates anything
      const { parts, size } = await assertBoundedExpansion(path);
      const byName = new Map(parts.map((p) => [p.name, p]));
      const open = (name: string) => {
        const part = byName.get(name);
        return part ? partStream(path, part, size) : null;
      };
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
        sharedStrings: 'cache',
        styles: 'cache', // number formats tell dates from numbers
        hyperlinks: 'ignore',
        worksheets: 'emit',
        entries: 'ignore',
      }) as unknown as PartReader;
      let last = 0;
      try {
        const rels = open('xl/_rels/workbook.xml.rels');
        const workbook = open('xl/workbook.xml');
        if (!rels || !workbook) throw damagedWorkbook();
        await reader._parseRels(rels);
        await reader._parseWorkbook(workbook);
        const strings = open('xl/sharedStrings.xml');
        if (strings) for await (const _ of reader._parseSharedStrings(strings));
        const styles = open('xl/styles.xml');
        if (styles) await reader._parseStyles(styles);
        // The first sheet in the workbook's order, found through its relationship.
        const first = reader.model?.sheets?.[0];
        const rel = first && reader.workbookRels?.find((r) => r.Id === first.rId);
        const sheet = rel && open(partName(rel.Target));
        if (!rel || !sheet) throw damagedWorkbook();
        for (const { value: worksheet } of reader._parseWorksheet(
          sheet,
          /sheet(\d+)\.xml$/.exec(rel.Target)?.[1] ?? '1',
        )) {
          for await (const row of worksheet) {
            const values = row.values as unknown[];
            const cells: CellValue[] = [];
            for (let i = 1; i < values.length; i += 1) cells.push(plainValue(values[i]));
            last = row.number;
            yield { number: row.number, cells };
          }
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
