import type { Brand } from '@arrears/domain';
import { csvLine } from '../../csv-text';
import type { LetterRow } from '../../db/schema';
import { drawStoredLetter } from './render-letter';

export interface BatchPrintContext {
  brand: Brand;
  publicUrl: string;
}

/** A print batch laid out: the one PDF and how many pages each letter took, in the batch's order. */
export interface BatchLayout {
  pdf: Buffer;
  pages: number[];
}

/**
 * Every letter of the batch in one PDF, each starting on a new page, in the batch's order (the
 * manifest's order), each drawn from the figures it printed, as its own PDF is.
 */
export async function layOutBatch(
  batchId: number,
  rows: readonly LetterRow[],
  ctx: BatchPrintContext,
): Promise<BatchLayout> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'LETTER',
    margin: 0,
    info: { Title: `${ctx.brand.companyName}: print batch ${batchId}`, Author: ctx.brand.companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pages: number[] = [];
  let counted = 0;
  doc.on('pageAdded', () => {
    counted += 1;
  });
  for (const letter of rows) {
    const before = counted;
    doc.addPage({ size: 'LETTER', margin: 0 });
    // Through the one renderer of stored letters: any template, either language, as its own PDF draws it.
    drawStoredLetter(doc, letter.figures, letter.language, ctx);
    pages.push(counted - before);
  }
  doc.end();
  return { pdf: await done, pages };
}

/** "City, ST 12345" (or ZIP+4), the last line of an address as the letter printed it. */
const CITY_LINE = /^(.*), ([A-Z]{2}) (\d{5}(?:-\d{4})?)$/;

/** The address a letter printed, split the way a mail vendor's file wants it. */
export function addressFieldsOf(lines: readonly string[]) {
  const last = lines.at(-1) ?? '';
  const city = CITY_LINE.exec(last);
  const street = city ? lines.slice(0, -1) : [...lines];
  return {
    line1: street[0] ?? '',
    // A third street line is rare; it joins the second rather than being dropped.
    line2: street.slice(1).join(', '),
    city: city?.[1] ?? '',
    state: city?.[2] ?? '',
    zip: city?.[3] ?? '',
  };
}

export const MANIFEST_HEADER = [
  'letter_id',
  'account_reference',
  'name',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'template',
  'language',
  'pages',
] as const;

/** The mail vendor's manifest: one row per letter, in the PDF's order, with the name and address it printed. */
export function batchManifestCsv(rows: readonly LetterRow[], pages: readonly number[]): string {
  let csv = csvLine(MANIFEST_HEADER);
  rows.forEach((letter, i) => {
    // The name and address in the window: the attorney's when one represents the consumer.
    const to = letter.figures.recipient;
    const a = addressFieldsOf(to ? to.addressLines : letter.figures.addressLines);
    csv += csvLine([
      letter.id,
      letter.figures.reference,
      to ? to.name : letter.figures.consumerName,
      a.line1,
      a.line2,
      a.city,
      a.state,
      a.zip,
      letter.template,
      letter.language,
      pages[i],
    ]);
  });
  return csv;
}
