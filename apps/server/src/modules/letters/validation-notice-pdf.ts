import {
  type Brand,
  formatCents,
  formatDisplayDate,
  type LetterLanguage,
  SUPPORT_HOURS,
  type ValidationNoticeFigures,
} from '@arrears/domain';
import { noticeText } from './validation-notice-text';

type Doc = PDFKit.PDFDocument;

/** Points (1/72 in) on a US Letter page, 612 × 792. */
const INCH = 72;
const LEFT = 0.625 * INCH;
const RIGHT_EDGE = 612 - LEFT;
/** A #10 window envelope shows the address about 0.5–0.9 in from the left and 2 in from the top. */
export const ADDRESS_BOX = { x: LEFT, y: 2 * INCH, width: 3.9 * INCH, height: 1.1 * INCH };
const BODY_TOP = 3.2 * INCH;
const COLUMN_GAP = 22;
const COLUMN_WIDTH = (RIGHT_EDGE - LEFT - COLUMN_GAP) / 2;
const RIGHT_COLUMN = LEFT + COLUMN_WIDTH + COLUMN_GAP;
/** The tear-off line: the response form below it is 2.7 in tall. */
export const TEAR_Y = 7.85 * INCH;
const PAGE_BOTTOM = 792 - 0.45 * INCH;
const GREY = '#444444';
const SIZE = 8.6;

export interface NoticeContext {
  brand: Brand;
  /** Where the consumer can dispute online (the portal's dispute page). */
  disputeUrl: string;
  language: LetterLanguage;
}

function oneLine(doc: Doc, text: string, x: number, y: number, width: number): void {
  doc.text(text, x, y, { width, lineBreak: false, ellipsis: true, height: doc.currentLineHeight() });
}

/**
 * Lines of a name and address at `size`: a line too wide is set smaller (down to 7 pt) rather than
 * cut, since mail must reach the whole name; only past that is it cut with an ellipsis.
 */
function addressBlock(
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

function paragraph(doc: Doc, text: string, x: number, width: number, bold = false): void {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(SIZE)
    .text(text, x, doc.y, { width, lineGap: 1 });
  doc.moveDown(0.45);
}

function amountRow(doc: Doc, label: string, amount: string, bold = false): void {
  const y = doc.y;
  const amountWidth = 62;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
  doc.text(label, LEFT + 8, y, { width: COLUMN_WIDTH - amountWidth - 8 });
  const after = doc.y;
  doc.text(amount, LEFT + COLUMN_WIDTH - amountWidth, y, { width: amountWidth, align: 'right' });
  doc.y = Math.max(after, doc.y) + 2;
}

function checkbox(doc: Doc, label: string, x: number, width: number): void {
  const y = doc.y;
  doc.rect(x, y, 7, 7).lineWidth(0.7).stroke('#000000');
  doc
    .font('Helvetica')
    .fontSize(SIZE)
    .text(label, x + 12, y - 0.5, { width: width - 12 });
  doc.moveDown(0.3);
}

/** Stops a column from running into the tear-off form: the notice is one page, always. */
function mustEndAbove(doc: Doc, limit: number, part: string): void {
  if (doc.y > limit) throw new Error(`The validation notice's ${part} runs past its space on the page`);
}

/**
 * The validation notice as one Letter page, laid out as Model Form B-1: the agency and reference on
 * top, the consumer's address where a #10 window envelope shows it, the debt-collector statement
 * across the page, the debt and its itemization on the left, the consumer's rights on the right, and the response form to tear off at the bottom.
 * Drawn only from the letter's printed figures, so a reprint is the same letter.
 */
export async function renderValidationNoticePdf(
  f: ValidationNoticeFigures,
  ctx: NoticeContext,
): Promise<Buffer> {
  const t = noticeText(ctx.language);
  const b = ctx.brand;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    info: { Title: `${b.companyName}: ${t.title}`, Author: b.companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawValidationNotice(doc, f, ctx);
  doc.end();
  return done;
}

/** Draws the notice on the document's current page (a print batch draws one per page). */
export function drawValidationNotice(doc: Doc, f: ValidationNoticeFigures, ctx: NoticeContext): void {
  const t = noticeText(ctx.language);
  const b = ctx.brand;
  const street = [b.addressLine1, b.addressLine2].filter(Boolean).join(', ');
  const cityLine = `${b.city}, ${b.state} ${b.zip}`;
  const endDate = formatDisplayDate(f.validationEndDate);
  const itemizationDate = formatDisplayDate(f.itemizationDate);

  // The agency, where to write, and how to call (the return address of a double-window envelope).
  doc.fillColor('#000000');
  let y = addressBlock(doc, [b.companyName], LEFT, 0.5 * INCH, 300, 1, 11);
  doc.fillColor(GREY);
  y = addressBlock(doc, [street, cityLine, t.callUs(b.phone, SUPPORT_HOURS)], LEFT, y, 300, 0, SIZE);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
  doc.text(t.reference(f.reference), RIGHT_EDGE - 200, 0.5 * INCH, { width: 200, align: 'right' });
  doc.font('Helvetica').text(formatDisplayDate(f.letterDate), RIGHT_EDGE - 200, doc.y + 2, {
    width: 200,
    align: 'right',
  });

  // The consumer, inside the envelope's window.
  addressBlock(
    doc,
    [f.consumerName, ...f.addressLines],
    ADDRESS_BOX.x,
    ADDRESS_BOX.y,
    ADDRESS_BOX.width,
    1,
    10.5,
  );

  // Across the page, as on the form: who we are and whom the debt is owed to.
  doc.x = LEFT;
  doc.y = BODY_TOP;
  paragraph(doc, t.intro(b.companyName, f.currentCreditor), LEFT, RIGHT_EDGE - LEFT, true);
  const columnsTop = doc.y + 4;

  // Left column: the debt and its itemization.
  doc.y = columnsTop;
  paragraph(doc, t.infoShows, LEFT, COLUMN_WIDTH, true);
  paragraph(doc, t.hadAccount(f.itemizationCreditor, f.accountNumber), LEFT, COLUMN_WIDTH);
  amountRow(doc, t.owedAsOf(itemizationDate), formatCents(f.amountThenCents), true);
  doc.moveDown(0.3);
  paragraph(doc, t.between(itemizationDate), LEFT, COLUMN_WIDTH, true);
  amountRow(doc, t.interest, `+ ${formatCents(f.interestCents)}`);
  amountRow(doc, t.fees, `+ ${formatCents(f.feesCents)}`);
  if (f.reversedPaymentsCents !== 0)
    amountRow(doc, t.reversedPayments, `+ ${formatCents(f.reversedPaymentsCents)}`);
  if (f.otherChargesCents !== 0) amountRow(doc, t.otherCharges, `+ ${formatCents(f.otherChargesCents)}`);
  amountRow(doc, t.paymentsCredits, `– ${formatCents(f.paymentsCreditsCents)}`);
  doc
    .moveTo(LEFT + COLUMN_WIDTH - 62, doc.y)
    .lineTo(LEFT + COLUMN_WIDTH, doc.y)
    .lineWidth(0.7)
    .stroke('#000000');
  doc.y += 3;
  amountRow(doc, t.totalNow, formatCents(f.amountNowCents), true);
  mustEndAbove(doc, TEAR_Y - 8, 'left column');

  // Right column: the consumer's rights, with the end of the validation period.
  doc.y = columnsTop;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t.disputeHeading, RIGHT_COLUMN, doc.y, { width: COLUMN_WIDTH });
  doc.moveDown(0.3);
  paragraph(doc, t.disputeCallOrWrite(endDate), RIGHT_COLUMN, COLUMN_WIDTH);
  paragraph(doc, t.disputeWrite(endDate), RIGHT_COLUMN, COLUMN_WIDTH);
  doc
    .font('Helvetica')
    .fontSize(SIZE)
    .text(t.disputeOnline(b.phone), RIGHT_COLUMN, doc.y, { width: COLUMN_WIDTH });
  doc.font('Helvetica-Bold');
  const urlY = doc.y + 1;
  oneLine(doc, ctx.disputeUrl, RIGHT_COLUMN, urlY, COLUMN_WIDTH);
  doc.y = urlY + doc.currentLineHeight(true) + 6;
  doc.font('Helvetica-Bold').fontSize(10).text(t.elseHeading, RIGHT_COLUMN, doc.y, { width: COLUMN_WIDTH });
  doc.moveDown(0.3);
  paragraph(doc, t.originalCreditor(endDate), RIGHT_COLUMN, COLUMN_WIDTH);
  paragraph(doc, t.cfpb, RIGHT_COLUMN, COLUMN_WIDTH);
  paragraph(doc, t.paymentOptions(b.phone), RIGHT_COLUMN, COLUMN_WIDTH);
  paragraph(doc, t.spanishOffer, RIGHT_COLUMN, COLUMN_WIDTH, true);
  mustEndAbove(doc, TEAR_Y - 8, 'right column');

  // The response form to tear off and mail back.
  doc
    .moveTo(LEFT - 10, TEAR_Y)
    .lineTo(RIGHT_EDGE + 10, TEAR_Y)
    .dash(4, { space: 3 })
    .lineWidth(0.8)
    .stroke(GREY)
    .undash();
  doc.font('Helvetica').fontSize(7).fillColor(GREY);
  doc.text(t.tearOffLine, LEFT, TEAR_Y + 3, { width: RIGHT_EDGE - LEFT, align: 'center' });
  doc.fillColor('#000000');
  const formTop = TEAR_Y + 18;
  doc.font('Helvetica-Bold').fontSize(SIZE).text(t.mailTo, LEFT, formTop, { width: COLUMN_WIDTH });
  const afterAgency = addressBlock(
    doc,
    [b.companyName, street, cityLine],
    LEFT,
    doc.y + 2,
    COLUMN_WIDTH,
    1,
    SIZE,
  );
  addressBlock(
    doc,
    [f.consumerName, ...f.addressLines, t.reference(f.reference)],
    LEFT,
    afterAgency + 12,
    COLUMN_WIDTH,
    1,
    SIZE,
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t.respondHeading, RIGHT_COLUMN, formTop, { width: COLUMN_WIDTH });
  doc
    .font('Helvetica')
    .fontSize(SIZE)
    .text(t.checkAll, RIGHT_COLUMN, doc.y + 2, { width: COLUMN_WIDTH });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').text(t.disputeBecause, RIGHT_COLUMN, doc.y, { width: COLUMN_WIDTH });
  doc.moveDown(0.3);
  for (const label of [t.notMine, t.amountWrong, t.other])
    checkbox(doc, label, RIGHT_COLUMN + 8, COLUMN_WIDTH - 8);
  checkbox(doc, t.sendOriginalCreditor, RIGHT_COLUMN, COLUMN_WIDTH);
  checkbox(doc, `${t.enclosed} $______________`, RIGHT_COLUMN, COLUMN_WIDTH);
  doc.fontSize(7.5).text(t.payableTo(b.companyName, f.reference), RIGHT_COLUMN + 12, doc.y - 2, {
    width: COLUMN_WIDTH - 12,
  });
  doc.moveDown(0.3);
  checkbox(doc, t.spanishCopy, RIGHT_COLUMN, COLUMN_WIDTH);
  mustEndAbove(doc, PAGE_BOTTOM, 'response form');
}
