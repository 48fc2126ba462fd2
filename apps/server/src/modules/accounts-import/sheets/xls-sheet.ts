import { readFile } from 'node:fs/promises';
import { serialToIsoDate } from '@arrears/domain';
import * as XLSX from '@e965/xlsx';
import { type CellValue, type SheetRow, type SheetSource, UnreadableFileError } from './sheet-rows';

/**
 * The first sheet of a legacy .xls (BIFF) upload. SheetJS reads the whole workbook at once, which
 * the 10 MB upload limit keeps bounded. Date-formatted numbers become dates here, from the serial
 * day number (so the server's time zone never shifts them).
 */
export async function openXlsSheet(path: string): Promise<SheetSource> {
  let data: (XLSX.CellObject | undefined)[][];
  try {
    const workbook = XLSX.read(await readFile(path), { type: 'buffer', dense: true, cellNF: true });
    const first = workbook.SheetNames[0];
    const sheet = first ? (workbook.Sheets[first] as XLSX.WorkSheet & { '!data'?: typeof data }) : null;
    data = sheet?.['!data'] ?? [];
  } catch (error) {
    throw new UnreadableFileError(`The workbook could not be read: ${(error as Error).message}`);
  }
  const lastRow = data.length;
  return {
    totalRows: Math.max(0, lastRow - 1),
    async *rows(): AsyncIterable<SheetRow> {
      for (let r = 0; r < data.length; r += 1) {
        const row = data[r];
        if (!row) continue;
        yield { number: r + 1, cells: Array.from(row, cellValue) };
      }
    },
  };
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.t === 'z') return null;
  if (cell.t === 'e') return cell.w ?? '#ERROR';
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.z && XLSX.SSF.is_date(String(cell.z))) {
    return new Date(`${serialToIsoDate(calendarDay(cell.v, String(cell.z)))}T00:00:00Z`);
  }
  if (cell.v instanceof Date) return cell.v;
  return cell.v as string | number | boolean;
}

/**
 * The day a date cell holds. A date-only format (no hours or seconds) is a calendar day, but a
 * program that wrote a midnight through its own time zone leaves the serial up to 14 hours off
 * (2024-03-15 written in New York as 2024-03-14 19:00): the nearest day is the one meant. A
 * format that shows the time is a moment, and its day is the day it falls on.
 */
export function calendarDay(serial: number, format: string): number {
  const tokens = format.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[hs]|AM\/PM|A\/P/i.test(tokens) ? Math.floor(serial) : Math.round(serial);
}
