import {
  type Brand,
  type LetterLanguage,
  SUPPORT_HOURS,
  type ValidationNoticeFigures,
} from '@arrears/domain';
import {
  ADDRESS_BOX,
  addressBlock,
  agencyAddress,
  continuationPage,
  type Doc,
  GREY,
  INCH,
  LEFT,
  letterhead,
  newLetterDocument,
  oneLine,
  RIGHT_EDGE,
  windowLines,
} from './letter-layout';
import { ageOfDebtText, timeBarredDisclosure } from './templates/time-barred-disclosures';
import { noticeText } from './validation-notice-text';

const COLUMN_GAP = 22;
const BODY_TOP = 3.2 * INCH;
const COLUMN_WIDTH = (RIGHT_EDGE - LEFT - COLUMN_GAP) / 2;
const RIGHT_COLUMN = LEFT + COLUMN_WIDTH + COLUMN_GAP;
/** The tear-off line: the response form below it is 2.7 in tall. */
export const TEAR_Y = 7.85 * INCH;
/** A form without the Spanish-copy box (the Spanish one) is a box shorter: its tear line sits this much lower. */
const BOX_ROW = 12;
const PAGE_BOTTOM = 792 - 0.45 * INCH;
const SIZE = 8.6;

export { ADDRESS_BOX };

export interface NoticeContext {
  brand: Brand;
  /** Where the consumer can dispute online (the portal's dispute page). */
  disputeUrl: string;
  language: LetterLanguage;
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
  const b = ctx.brand;
  const { doc, done } = await newLetterDocument(
    `${b.companyName}: ${noticeText(ctx.language).title}`,
    b.companyName,
  );
  drawValidationNotice(doc, f, ctx);
  doc.end();
  return done;
}

/**
 * Draws the notice on the document's current page (and its overleaf page when it has one), for its
 * own PDF and for a print batch, which draws one letter after another.
 */
export function drawValidationNotice(doc: Doc, f: ValidationNoticeFigures, ctx: NoticeContext): void {
  const t = noticeText(ctx.language);
  const tearY = TEAR_Y + (t.spanishCopy ? 0 : BOX_ROW);
  const b = ctx.brand;
  const { street, cityLine } = agencyAddress(b);
  const endDate = t.date(f.validationEndDate);
  const itemizationDate = t.date(f.itemizationDate);
  letterhead(doc, b, {
    callUs: t.callUs(b.phone, SUPPORT_HOURS),
    reference: t.reference(f.reference),
    date: t.date(f.letterDate),
    consumer: windowLines(f, ctx.language),
  });

  // Across the page, as on the form: who we are and whom the debt is owed to.
  doc.x = LEFT;
  doc.y = BODY_TOP;
  paragraph(doc, t.intro(b.companyName, f.currentCreditor), LEFT, RIGHT_EDGE - LEFT, true);
  const columnsTop = doc.y + 4;

  // Left column: the debt and its itemization.
  doc.y = columnsTop;
  paragraph(doc, t.infoShows, LEFT, COLUMN_WIDTH, true);
  paragraph(doc, t.hadAccount(f.itemizationCreditor, f.accountNumber), LEFT, COLUMN_WIDTH);
  amountRow(doc, t.owedAsOf(itemizationDate), t.money(f.amountThenCents), true);
  doc.moveDown(0.3);
  paragraph(doc, t.between(itemizationDate), LEFT, COLUMN_WIDTH, true);
  amountRow(doc, t.interest, `+ ${t.money(f.interestCents)}`);
  amountRow(doc, t.fees, `+ ${t.money(f.feesCents)}`);
  if (f.reversedPaymentsCents !== 0)
    amountRow(doc, t.reversedPayments, `+ ${t.money(f.reversedPaymentsCents)}`);
  if (f.otherChargesCents !== 0) amountRow(doc, t.otherCharges, `+ ${t.money(f.otherChargesCents)}`);
  amountRow(doc, t.paymentsCredits, `– ${t.money(f.paymentsCreditsCents)}`);
  doc
    .moveTo(LEFT + COLUMN_WIDTH - 62, doc.y)
    .lineTo(LEFT + COLUMN_WIDTH, doc.y)
    .lineWidth(0.7)
    .stroke('#000000');
  doc.y += 3;
  amountRow(doc, t.totalNow, t.money(f.amountNowCents), true);
  if (t.companionNote) {
    doc.moveDown(1);
    paragraph(doc, t.companionNote, LEFT, COLUMN_WIDTH, true);
  }
  // A time-barred debt carries its state's disclosure where the product knows it (decision 0067): in
  // the left column when it fits there, else on a second page the column points to (a long one, NY's).
  const disclosure = f.timeBarred ? timeBarredDisclosure(ctx.language, f.consumerState) : null;
  const disclosureWords = disclosure?.text({ collector: b.companyName, owner: f.currentCreditor }) ?? '';
  let disclosureOverleaf = false;
  if (disclosure) {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(7.2);
    const height = doc.heightOfString(disclosureWords, { width: COLUMN_WIDTH, lineGap: 0.5 }) + 12;
    disclosureOverleaf = doc.y + height > tearY - 8;
    if (disclosureOverleaf) paragraph(doc, ageOfDebtText(ctx.language).overleaf, LEFT, COLUMN_WIDTH, true);
    else {
      doc.text(disclosureWords, LEFT, doc.y, { width: COLUMN_WIDTH, lineGap: 0.5 });
      doc.font('Helvetica').fontSize(6.5).fillColor(GREY);
      doc.text(disclosure.source, LEFT, doc.y + 1, { width: COLUMN_WIDTH });
      doc.fillColor('#000000');
    }
  }
  mustEndAbove(doc, tearY - 8, 'left column');

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
  if (t.spanishOffer) paragraph(doc, t.spanishOffer, RIGHT_COLUMN, COLUMN_WIDTH, true);
  mustEndAbove(doc, tearY - 8, 'right column');

  // The response form to tear off and mail back.
  doc
    .moveTo(LEFT - 10, tearY)
    .lineTo(RIGHT_EDGE + 10, tearY)
    .dash(4, { space: 3 })
    .lineWidth(0.8)
    .stroke(GREY)
    .undash();
  doc.font('Helvetica').fontSize(7).fillColor(GREY);
  doc.text(t.tearOffLine, LEFT, tearY + 3, { width: RIGHT_EDGE - LEFT, align: 'center' });
  doc.fillColor('#000000');
  const formTop = tearY + 18;
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
  if (t.spanishCopy) checkbox(doc, t.spanishCopy, RIGHT_COLUMN, COLUMN_WIDTH);
  mustEndAbove(doc, PAGE_BOTTOM, 'response form');
  if (disclosure && disclosureOverleaf) {
    continuationPage(doc, b.companyName, t.reference(f.reference));
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(ageOfDebtText(ctx.language).heading, LEFT, INCH, { width: RIGHT_EDGE - LEFT });
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(disclosureWords, LEFT, doc.y, {
        width: RIGHT_EDGE - LEFT,
        lineGap: 1.5,
      });
    doc.moveDown(0.4);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(disclosure.source, LEFT, doc.y, {
        width: RIGHT_EDGE - LEFT,
      });
    doc.fillColor('#000000');
  }
}
