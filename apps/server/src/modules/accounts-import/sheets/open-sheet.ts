import type { FileKind } from '../file-kind';
import { openCsvSheet } from './csv-sheet';
import type { SheetSource } from './sheet-rows';
import { openXlsSheet } from './xls-sheet';
import { openXlsxSheet } from './xlsx-sheet';

export function openSheet(path: string, kind: FileKind): Promise<SheetSource> {
  if (kind === 'csv') return openCsvSheet(path);
  if (kind === 'xls') return openXlsSheet(path);
  return Promise.resolve(openXlsxSheet(path));
}
