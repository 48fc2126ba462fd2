import {
  ACCOUNT_COLUMN_ALIASES,
  ACCOUNT_FIELDS,
  ACCOUNT_TEMPLATE_COLUMNS,
  type ImportType,
  PAYMENT_TEMPLATE_COLUMNS,
  TRANSACTION_TEMPLATE_COLUMNS,
} from '@arrears/domain';
import ExcelJS from 'exceljs';
import { csvLine } from '../../csv-text';

/** The template columns of docs/product/accounts-import.md for each import type; a template is its header row. */
export const TEMPLATE_COLUMNS: Record<ImportType, readonly string[]> = {
  accounts: ACCOUNT_TEMPLATE_COLUMNS,
  payments: PAYMENT_TEMPLATE_COLUMNS,
  transactions: TRANSACTION_TEMPLATE_COLUMNS,
};

const DATE_FIELDS = new Set(ACCOUNT_FIELDS.filter((f) => f.type === 'date').map((f) => f.key));
const isDateColumn = (column: string) =>
  column.endsWith('_date') || DATE_FIELDS.has(ACCOUNT_COLUMN_ALIASES[column] ?? column);

export function templateFileName(importType: ImportType, format: 'csv' | 'xlsx'): string {
  return `${importType}_import_template.${format}`;
}

export function templateCsv(importType: ImportType): string {
  return csvLine(TEMPLATE_COLUMNS[importType]);
}

/** The header row in bold, frozen, with date columns formatted MM/DD/YYYY for what is typed below. */
export async function templateXlsx(importType: ImportType): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(importType, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = TEMPLATE_COLUMNS[importType];
  sheet.columns = columns.map((name) => ({
    header: name,
    key: name,
    width: Math.max(12, name.length + 2),
    style: isDateColumn(name) ? { numFmt: 'mm/dd/yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
