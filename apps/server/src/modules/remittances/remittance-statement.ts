import {
  type Brand,
  brandPostalAddress,
  formatCents,
  parseCents,
  REMITTANCE_STATEMENT_COLUMNS,
  type RemittanceDetail,
  type RemittanceStatementFormat,
} from '@arrears/domain';
import ExcelJS from 'exceljs';
import { csvLine } from '../../csv-text';
import type { Database } from '../../db/client';
import { renderRemittancePdf } from './remittance-pdf';
import { remittanceDetail } from './remittances.repository';

export interface StatementFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<RemittanceStatementFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The header's label and value pairs: agency, client, period, status and totals. */
export function statementHeader(r: RemittanceDetail, brand: Brand): [string, string][] {
  const money = (v: string) => formatCents(parseCents(v) ?? 0);
  return [
    ['Agency', `${brand.companyName}, ${brandPostalAddress(brand)}`],
    ['Client', `${r.clientName} (${r.clientCode})`],
    ['Period', `${r.periodStart} to ${r.periodEnd}`],
    ['Remittance', `#${r.id}, ${r.status}, ${r.method} method`],
    ['Gross collected', money(r.grossCollected)],
    ['Reversals', money(r.reversals)],
    ['Commission', money(r.commission)],
    ['Net due to the client', money(r.netDue)],
    ['Payments made to the client', money(r.directPayments)],
    ['Commission invoiced', money(r.commissionInvoiced)],
    ...(r.paidReference ? ([['Transfer reference', r.paidReference]] as [string, string][]) : []),
  ];
}

/** Text a spreadsheet would run as a formula gets a leading apostrophe (names come from imported files). */
const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

async function xlsx(r: RemittanceDetail, brand: Brand): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Remittance');
  for (const [label, value] of statementHeader(r, brand))
    sheet.addRow([label, safe(value)]).getCell(1).font = { bold: true };
  sheet.addRow([]);
  const header = sheet.addRow([...REMITTANCE_STATEMENT_COLUMNS]);
  header.font = { bold: true };
  for (const l of r.lines) {
    sheet.addRow([
      l.date,
      safe(l.accountNumber),
      safe(l.debtorName),
      Number(l.amount),
      Number(l.commission),
      Number(l.net),
    ]);
  }
  for (const n of [4, 5, 6]) sheet.getColumn(n).numFmt = '#,##0.00';
  sheet.getColumn(1).width = 26;
  sheet.getColumn(2).width = 40;
  sheet.getColumn(3).width = 28;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csv(r: RemittanceDetail, brand: Brand): Buffer {
  const parts = statementHeader(r, brand).map(([label, value]) => csvLine([label, value]));
  parts.push('\r\n', csvLine([...REMITTANCE_STATEMENT_COLUMNS]));
  for (const l of r.lines)
    parts.push(csvLine([l.date, l.accountNumber, l.debtorName, l.amount, l.commission, l.net]));
  return Buffer.from(parts.join(''), 'utf8');
}

/**
 * The statement of remittance `id` as PDF, .xlsx or CSV: the agency and the client, the period and
 * the totals, then one line per transaction. Null when there is no such remittance.
 */
export async function remittanceStatement(
  db: Database,
  id: number,
  format: RemittanceStatementFormat,
  brand: Brand,
): Promise<StatementFile | null> {
  const detail = await remittanceDetail(db, id);
  if (!detail) return null;
  const filename = `remittance-${detail.clientCode}-${detail.periodStart}-${detail.periodEnd}-${detail.id}.${format}`;
  const body =
    format === 'pdf'
      ? await renderRemittancePdf(detail, statementHeader(detail, brand), brand)
      : format === 'xlsx'
        ? await xlsx(detail, brand)
        : csv(detail, brand);
  return { body, contentType: CONTENT_TYPES[format], filename };
}
