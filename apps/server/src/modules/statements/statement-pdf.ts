import {
  brandPostalAddress,
  formatCentsIn,
  fullDisclosure,
  NOT_AVAILABLE,
  type PreferredLanguage,
} from '@arrears/domain';
import { messagesFor } from '../../i18n/t';
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

type Messages = ReturnType<typeof messagesFor>;

const paymentColumns = (m: Messages): Column[] => [
  { title: m('pdf.columns.date'), width: 90 },
  { title: m('pdf.columns.amount'), width: 100, align: 'right' },
  { title: m('pdf.columns.status'), width: 110 },
  { title: m('pdf.columns.reference'), width: 200 },
];

const transactionColumns = (m: Messages): Column[] => [
  { title: m('pdf.columns.date'), width: 75 },
  { title: m('pdf.columns.type'), width: 80 },
  { title: m('pdf.columns.description'), width: 150 },
  { title: m('pdf.columns.amount'), width: 85, align: 'right' },
  { title: m('pdf.columns.reference'), width: 110 },
];

const STATUS_KEYS: Record<string, string> = {
  approved: 'approved',
  declined: 'declined',
  error: 'error',
  processing: 'processing',
  pending_reconciliation: 'pendingReconciliation',
  refunded: 'refunded',
  reversed: 'reversed',
};

const spanishDay = {
  medium: new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', dateStyle: 'medium' }),
  long: new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', dateStyle: 'long' }),
};

/**
 * The statement's MM/DD/YYYY dates as the language reads them: unchanged in English; in Spanish
 * "26 nov 2026" in tables and "26 de noviembre de 2026" in the heading (es-US writes 26/11/2026,
 * which an MM/DD reader would misread).
 */
function dayIn(lang: PreferredLanguage, display: string, style: 'medium' | 'long' = 'medium'): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display);
  if (lang === 'en' || !match) return display;
  return spanishDay[style].format(new Date(`${match[3]}-${match[1]}-${match[2]}T12:00:00Z`));
}

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
function footers(doc: Doc, accountNumber: string, m: Messages): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(
      m('pdf.footer', { accountNumber, page: i + 1, pages: count }),
      LEFT,
      doc.page.height - bottom + 20,
      {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The account statement as a PDF (letter size, standard Helvetica so any reader can extract the text),
 * in the receipt's style: brand header, debtor and account, balances, payments, transactions, and the
 * debt-collector disclosure.
 */
export async function renderStatementPdf(s: Statement, lang: PreferredLanguage = 'en'): Promise<Buffer> {
  const m = messagesFor(lang, 'statements');
  const money = (cents: number) => formatCentsIn(cents, lang);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    bufferPages: true, // so each page's footer can say "of N" once all pages exist
    lang: lang === 'es' ? 'es-US' : 'en-US',
    info: { Title: m('pdf.documentTitle', { company: s.brand.companyName }), Author: s.brand.companyName },
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

  doc.moveDown(1.5).fillColor('#000000').font('Helvetica-Bold').fontSize(16).text(m('pdf.title'));
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(m('pdf.statementDate', { date: dayIn(lang, s.statementDate, 'long') }));

  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(s.debtorName);
  doc.font('Helvetica');
  for (const line of s.addressLines) doc.text(line);

  doc.moveDown(1);
  labelled(doc, [
    [m('pdf.accountNumber'), s.accountNumber],
    [m('pdf.creditor'), s.creditor],
    [m('pdf.originalAmount'), s.originalAmountCents === null ? NOT_AVAILABLE : money(s.originalAmountCents)],
    [m('pdf.currentBalance'), money(s.currentBalanceCents)],
  ]);

  const status = (p: Statement['payments'][number]) => {
    const key = STATUS_KEYS[p.statusCode ?? ''];
    return lang === 'en' || !key ? p.status : m(`pdf.statuses.${key}`);
  };
  table(
    doc,
    m('pdf.payments'),
    paymentColumns(m),
    s.payments.map((p) => [dayIn(lang, p.date), money(p.amountCents), status(p), p.reference]),
    m('pdf.noPayments'),
  );
  if (s.transactions.length > 0) {
    table(
      doc,
      m('pdf.transactions'),
      transactionColumns(m),
      s.transactions.map((x) => [
        dayIn(lang, x.date),
        x.type,
        x.description,
        money(x.amountCents),
        x.reference,
      ]),
      '',
    );
  }
  if (s.truncated) {
    doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(GREY);
    doc.text(m('pdf.truncated', { phone: b.phone }), LEFT);
  }

  ensureSpace(doc, 80);
  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(m('pdf.questions', { phone: b.phone, email: b.email }), LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#000000').text(fullDisclosure(lang), LEFT, doc.y, {
    width: WIDTH,
  });
  footers(doc, s.accountNumber, m);
  doc.end();
  return done;
}
