import type { Receipt } from './receipt';

/**
 * The receipt as a one-page PDF. pdfkit is loaded on first use so it costs nothing at start-up;
 * the standard Helvetica font keeps the text extractable by any PDF reader.
 */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    lang: receipt.lang === 'es' ? 'es-US' : 'en-US',
    margin: 56,
    info: { Title: `${receipt.brand.companyName} ${receipt.title}`, Author: receipt.brand.companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const b = receipt.brand;
  doc.font('Helvetica-Bold').fontSize(18).text(b.companyName);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`${b.addressLine1}${b.addressLine2 ? `, ${b.addressLine2}` : ''}`);
  doc.text(`${b.city}, ${b.state} ${b.zip}`);
  doc.text(`${b.phone}  ·  ${b.email}`);
  doc.moveDown(1.5).fillColor('#000000').font('Helvetica-Bold').fontSize(16).text(receipt.title);
  doc.moveDown(0.75).fontSize(11);
  for (const [label, value] of receipt.lines) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 56, y, { width: 170 });
    const labelEnd = doc.y; // a longer (Spanish) label may wrap below its value
    doc.font('Helvetica').text(value, 236, y, { width: 320 });
    doc.y = Math.max(doc.y, labelEnd);
    doc.moveDown(0.4);
  }
  doc.moveDown(1.5).fontSize(9).fillColor('#444444').text(receipt.notice, 56, doc.y, { width: 500 });
  doc.end();
  return done;
}
