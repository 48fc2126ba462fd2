import { type CallDisposition, type ContactHistoryEntry, DISPOSITION_LABELS } from '@arrears/domain';

const LEFT = 56;
const COLUMNS = [
  { title: 'Timestamp (UTC)', width: 110 },
  { title: 'Channel', width: 60 },
  { title: 'User', width: 90 },
  { title: 'Disposition', width: 80 },
  { title: 'Message', width: 160 },
];

export interface ContactHistoryDocument {
  accountNumber: string;
  name: string;
  generatedAt: Date;
  entries: ContactHistoryEntry[];
}

const disposition = (code: string | null) =>
  code ? (DISPOSITION_LABELS[code as CallDisposition] ?? code) : '';
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')}`;

/** The workspace's Interaction Timeline as a PDF (docs/product/contact-center.md), with pdfkit as the statements use it. */
export async function renderContactHistoryPdf(d: ContactHistoryDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: LEFT, info: { Title: 'Contact History' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Contact History');
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`Account ${d.accountNumber} · ${d.name}`);
  doc.text(
    `Generated ${utc(d.generatedAt.toISOString())} UTC · ${d.entries.length} ${d.entries.length === 1 ? 'entry' : 'entries'}`,
  );
  doc.fillColor('#000000').moveDown(1);
  if (d.entries.length === 0) doc.text('No interactions recorded yet.');
  const row = (cells: string[], bold: boolean) => {
    // A row is as tall as its tallest cell, so a long message wraps instead of being cut.
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLUMNS[i].width - 6 }))) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = LEFT;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: COLUMNS[i].width - 6 });
      x += COLUMNS[i].width;
    });
    doc.x = LEFT;
    doc.y = y + height;
  };
  if (d.entries.length > 0)
    row(
      COLUMNS.map((c) => c.title),
      true,
    );
  for (const e of d.entries) {
    row(
      [
        utc(e.timestamp),
        e.channel,
        e.userName?.trim() || 'System',
        disposition(e.dispositionCode),
        e.message ?? '',
      ],
      false,
    );
  }
  doc.end();
  return done;
}
