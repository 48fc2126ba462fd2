import type { ComplianceReport } from '@arrears/domain';
import ExcelJS from 'exceljs';
import { csvLine } from '../../csv-text';
import type { ReportRange } from './compliance-report.repository';

export const BLOCKED_COLUMNS = [
  'Time (UTC)',
  'Account number',
  'Debtor',
  'Channel',
  'Target',
  'Rule',
  'Reason',
  'Agent',
] as const;
export const WEEKLY_COLUMNS = [
  'Week of (Monday)',
  'Account number',
  'Debtor',
  'Calls',
  'Texts',
  'E-mails',
  'Blocked',
] as const;

type Cell = string | number | null;

function blockedRows(report: ComplianceReport): Cell[][] {
  return report.blocked.map((b) => [
    b.createdAt,
    b.accountNumber,
    b.debtorName,
    b.channel,
    b.target,
    b.rule,
    b.message,
    b.agentName,
  ]);
}

function weeklyRows(report: ComplianceReport): Cell[][] {
  return report.weekly.map((w) => [
    w.weekOf,
    w.accountNumber,
    w.debtorName,
    w.calls,
    w.texts,
    w.emails,
    w.blocked,
  ]);
}

export function complianceExportName(range: ReportRange, format: 'csv' | 'xlsx'): string {
  return `compliance_report_${range.from}_${range.to}.${format}`;
}

/**
 * One CSV file with the report's two tables one after the other, each under a title line. csvLine
 * escapes cells a spreadsheet would run as formulas (= + - @).
 */
export function complianceCsv(report: ComplianceReport): string {
  return [
    csvLine(['Blocked contact attempts']),
    csvLine(BLOCKED_COLUMNS),
    ...blockedRows(report).map(csvLine),
    '\r\n',
    csvLine(['Contacts per debt per week']),
    csvLine(WEEKLY_COLUMNS),
    ...weeklyRows(report).map(csvLine),
  ].join('');
}

/** Text a spreadsheet would read as a formula gets a leading apostrophe, as in the CSV. */
const safeCell = (value: Cell) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** An XLSX workbook with a sheet per table, header rows bold and frozen. */
export async function complianceXlsx(report: ComplianceReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheets: [string, readonly string[], Cell[][]][] = [
    ['Blocked attempts', BLOCKED_COLUMNS, blockedRows(report)],
    ['Contacts per week', WEEKLY_COLUMNS, weeklyRows(report)],
  ];
  for (const [name, columns, rows] of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row.map(safeCell));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
