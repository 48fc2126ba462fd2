import { brandPostalAddress, COLLECTION_DISCLOSURE, formatCents, NOT_AVAILABLE } from '@arrears/domain';
import type { Statement } from './statement';

type Doc = PDFKit.PDFDocument;

const LEFT = 56;
const WIDTH = 500;
const ROW_HEIGHT = 16;
const GREY = '#444444';

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const PAYMENT_COLUMNS: Column[] = [
  { title: 'Date', width: 90 },
  { title: 'Amount', width: 100, align: 'right' },
  { title: 'Status', width: 110 },
  { title: 'Reference', width: 200 },
];

const TRANSACTION_COLUMNS: Column[] = [
  { title: 'Date', width: 75 },
  { title: 'Type', width: 80 },
  { title: 'Description', width: 150 },
  { title: 'Amount', width: 85, align: 'right' },
  { title: 'Reference', width: 110 },
];

/** Moves to a new page when `height` more points would run past the bottom margin. */
function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - doc.page.margins.bottom) return false;
  doc.addPage();
  return true;
}

function row(doc: Doc, columns: Column[], cells: string[], bold = false): void {
  const y = doc.y;
  let x = LEFT;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  columns.forEach((column, i) => {
    // One line per cell: a long description is cut with an ellipsis instead of pushing the rows apart.
    // A right-aligned amount keeps a wider gap from the column after it.
    doc.text(cells[i] ?? '', x, y, {
      width: column.width - (column.align === 'right' ? 16 : 6),
      height: ROW_HEIGHT,
      ellipsis: true,
      align: column.align ?? 'left',
    });
    x += column.width;
  });
  doc.x = LEFT;
  doc.y = y + ROW_HEIGHT;
}

/** A titled table that repeats its header on each new page; `empty` is said when there are no rows. */
function table(doc: Doc, title: string, columns: Column[], rows: string[][], empty: string): void {
  ensureSpace(doc, ROW_HEIGHT * 4);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(title, LEFT);
  doc.moveDown(0.3);
  if (rows.length === 0) {
    doc.font('Helvetica').fontSize(10).text(empty, LEFT);
    return;
  }
  row(
    doc,
    columns,
    columns.map((c) => c.title),
    true,
  );
  for (const cells of rows) {
    if (ensureSpace(doc, ROW_HEIGHT))
      row(
        doc,
        columns,
        columns.map((c) => c.title),
        true,
      );
    row(doc, columns, cells);
  }
}

function labelled(doc: Doc, lines: Array<[string, string]>): void {
  doc.fontSize(11);
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, LEFT, y, { width: 170 });
    doc.font('Helvetica').text(value, LEFT + 180, y, { width: WIDTH - 180 });
    doc.moveDown(0.3);
  }
}

/** "Account … · Page n of N" under each page, inside the bottom margin. */
function footers(doc: Doc, accountNumber: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`Account ${accountNumber}  ·  Page ${i + 1} of ${count}`, LEFT, doc.page.height - bottom + 20, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The account statement as a PDF (letter size, standard Helvetica so any reader can extract the text),
 * in the receipt's style: brand header, debtor and account, balances, payments, transactions, and the
 * debt-collector disclosure.
 */
export async function renderStatementPdf(s: Statement): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    bufferPages: true, // so each page's footer can say "of N" once all pages exist
    info: { Title: `${s.brand.companyName} Account Statement`, Author: s.brand.companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const b = s.brand;
  doc.font('Helvetica-Bold').fontSize(18).text(b.companyName);
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc.text(brandPostalAddress(b));
  doc.text(`${b.phone}  ·  ${b.email}`);

  doc.moveDown(1.5).fillColor('#000000').font('Helvetica-Bold').fontSize(16).text('Account Statement');
  doc.font('Helvetica').fontSize(11).text(`Statement date: ${s.statementDate}`);

  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(s.debtorName);
  doc.font('Helvetica');
  for (const line of s.addressLines) doc.text(line);

  doc.moveDown(1);
  labelled(doc, [
    ['Account number', s.accountNumber],
    ['Creditor', s.creditor],
    ['Original amount', s.originalAmountCents === null ? NOT_AVAILABLE : formatCents(s.originalAmountCents)],
    ['Current balance', formatCents(s.currentBalanceCents)],
  ]);

  table(
    doc,
    'Payments',
    PAYMENT_COLUMNS,
    s.payments.map((p) => [p.date, formatCents(p.amountCents), p.status, p.reference]),
    'No payments on record.',
  );
  if (s.transactions.length > 0) {
    table(
      doc,
      'Account transactions',
      TRANSACTION_COLUMNS,
      s.transactions.map((t) => [t.date, t.type, t.description, formatCents(t.amountCents), t.reference]),
      '',
    );
  }
  if (s.truncated) {
    doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(GREY);
    doc.text(`Only the most recent entries are listed. Call ${b.phone} for a complete history.`, LEFT);
  }

  ensureSpace(doc, 80);
  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(
    `Questions about this statement? Call ${b.phone} (Monday-Friday 8 AM to 6 PM EST) or write to ${b.email}.`,
    LEFT,
    doc.y,
    { width: WIDTH },
  );
  doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#000000').text(COLLECTION_DISCLOSURE, LEFT, doc.y, {
    width: WIDTH,
  });
  footers(doc, s.accountNumber);
  doc.end();
  return done;
}
