import type { Brand, LetterLanguage, LetterRecipient } from '@arrears/domain';

/**
 * The page furniture every letter shares (decision 0065): the agency's letterhead top left, the
 * reference and date top right, the consumer's name and address where a #10 window envelope shows it.
 */
export type Doc = PDFKit.PDFDocument;

/** Points (1/72 in) on a US Letter page, 612 × 792. */
export const INCH = 72;
export const LEFT = 0.625 * INCH;
export const RIGHT_EDGE = 612 - LEFT;
/** A #10 window envelope shows the address about 0.5–0.9 in from the left and 2 in from the top. */
export const ADDRESS_BOX = { x: LEFT, y: 2 * INCH, width: 3.9 * INCH, height: 1.1 * INCH };
export const GREY = '#444444';

export function oneLine(doc: Doc, text: string, x: number, y: number, width: number): void {
  doc.text(text, x, y, { width, lineBreak: false, ellipsis: true, height: doc.currentLineHeight() });
}

/**
 * Lines of a name and address at `size`: a line too wide is set smaller (down to 7 pt) rather than
 * cut, since mail must reach the whole name; only past that is it cut with an ellipsis.
 */
export function addressBlock(
  doc: Doc,
  lines: string[],
  x: number,
  y: number,
  width: number,
  first: number,
  size: number,
): number {
  let at = y;
  lines.forEach((line, i) => {
    doc.font(i < first ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const wide = doc.widthOfString(line);
    if (wide > width) doc.fontSize(Math.max(7, (size * width) / wide - 0.1));
    oneLine(doc, line, x, at, width);
    doc.fontSize(size);
    at += doc.currentLineHeight(true) + 1;
  });
  return at;
}

/** A Letter page with no margins, and its bytes once `doc.end()` is called. */
export async function newLetterDocument(
  title: string,
  author: string,
): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The agency's street and city lines. */
export function agencyAddress(b: Brand): { street: string; cityLine: string } {
  return {
    street: [b.addressLine1, b.addressLine2].filter(Boolean).join(', '),
    cityLine: `${b.city}, ${b.state} ${b.zip}`,
  };
}

/**
 * The letterhead (the agency, where to write, how to call), the reference and date top right, and the
 * consumer in the envelope's window.
 */
export function letterhead(
  doc: Doc,
  b: Brand,
  lines: { callUs: string; reference: string; date: string; consumer: string[] },
): void {
  const { street, cityLine } = agencyAddress(b);
  doc.fillColor('#000000');
  const y = addressBlock(doc, [b.companyName], LEFT, 0.5 * INCH, 300, 1, 11);
  doc.fillColor(GREY);
  addressBlock(doc, [street, cityLine, lines.callUs], LEFT, y, 300, 0, 8.6);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
  doc.text(lines.reference, RIGHT_EDGE - 200, 0.5 * INCH, { width: 200, align: 'right' });
  doc.font('Helvetica').text(lines.date, RIGHT_EDGE - 200, doc.y + 2, { width: 200, align: 'right' });
  addressBlock(doc, lines.consumer, ADDRESS_BOX.x, ADDRESS_BOX.y, ADDRESS_BOX.width, 1, 10.5);
}

/** A further page of a letter: the agency and the reference on top, so a loose page finds its letter. */
export function continuationPage(doc: Doc, companyName: string, reference: string): void {
  doc.addPage({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  doc.text(`${companyName} · ${reference}`, LEFT, 0.45 * INCH, { width: RIGHT_EDGE - LEFT, align: 'right' });
  doc.fillColor('#000000');
}

const ATTORNEY_FOR: Record<LetterLanguage, (name: string) => string> = {
  en: (name) => `Attorney for ${name}`,
  es: (name) => `Abogado(a) de ${name}`,
};

/** The lines in the envelope's window: the consumer, or their attorney "for" them at the attorney's address. */
export function windowLines(
  f: { consumerName: string; addressLines: string[]; recipient?: LetterRecipient },
  language: LetterLanguage,
): string[] {
  if (!f.recipient) return [f.consumerName, ...f.addressLines];
  return [f.recipient.name, ATTORNEY_FOR[language](f.consumerName), ...f.recipient.addressLines];
}
