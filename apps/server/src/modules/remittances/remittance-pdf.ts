import {
  type Brand,
  formatCents,
  parseCents,
  REMITTANCE_STATEMENT_COLUMNS,
  type RemittanceDetail,
} from '@arrears/domain';

type Doc = PDFKit.PDFDocument;

const LEFT = 56;
const WIDTH = 500;
const ROW = 15;
const GREY = '#444444';
/** Date, account, debtor, then the three amounts right-aligned. */
const WIDTHS = [62, 100, 128, 70, 70, 70];

const money = (v: string) => formatCents(parseCents(v) ?? 0);

function row(doc: Doc, cells: string[], bold = false): void {
  const y = doc.y;
  let x = LEFT;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((cell, i) => {
    const right = i >= 3;
    const width = WIDTHS[i] ?? 60;
    doc.text(cell, x, y, {
      width: width - 6,
      height: ROW,
      ellipsis: true,
      lineBreak: false,
      align: right ? 'right' : 'left',
    });
    x += width;
  });
  doc.x = LEFT;
  doc.y = y + ROW;
}

/**
 * The remittance statement as a PDF (letter, standard Helvetica so the text can be extracted): the
 * agency, the client, period and totals, then a table of the transactions that repeats its header
 * on each page, and "Page n of N" under each page.
 */
export async function renderRemittancePdf(
  r: RemittanceDetail,
  header: [string, string][],
  brand: Brand,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: LEFT,
    bufferPages: true,
    info: { Title: `${brand.companyName} Remittance Statement`, Author: brand.companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(brand.companyName);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(`${brand.phone}  ·  ${brand.email}`);
  doc.moveDown(1).fillColor('#000000').font('Helvetica-Bold').fontSize(16).text('Remittance Statement');
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of header) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, LEFT, y, { width: 170 });
    doc.font('Helvetica').text(value, LEFT + 180, y, { width: WIDTH - 180 });
    doc.moveDown(0.2);
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text('Transactions', LEFT);
  doc.moveDown(0.3);
  if (r.lines.length === 0)
    doc.font('Helvetica').fontSize(10).text('No transactions in this remittance.', LEFT);
  else row(doc, [...REMITTANCE_STATEMENT_COLUMNS], true);
  for (const l of r.lines) {
    if (doc.y + ROW > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      row(doc, [...REMITTANCE_STATEMENT_COLUMNS], true);
    }
    row(doc, [l.date, l.accountNumber, l.debtorName, money(l.amount), money(l.commission), money(l.net)]);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(
      `Remittance #${r.id} · ${r.clientCode}  ·  Page ${i + 1} of ${count}`,
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
  doc.end();
  return done;
}
