import { type Brand, type LetterLanguage, type OtherLetterFigures, SUPPORT_HOURS } from '@arrears/domain';
import {
  continuationPage,
  type Doc,
  GREY,
  INCH,
  LEFT,
  letterhead,
  newLetterDocument,
  RIGHT_EDGE,
  windowLines,
} from './letter-layout';
import { formatsOf } from './templates/catalogue';
import { commonText } from './templates/common-text';
import type { LetterBlock, LetterContent } from './templates/letter-content';
import { paidInFullContent, paidInFullLanguages } from './templates/paid-in-full-text';
import { planConfirmationContent, planConfirmationLanguages } from './templates/plan-confirmation-text';
import { reminderContent, reminderLanguages } from './templates/reminder-text';
import { settlementContent, settlementLanguages } from './templates/settlement-text';
import { ageOfDebtText, timeBarredDisclosure } from './templates/time-barred-disclosures';
import { verificationContent, verificationLanguages } from './templates/verification-text';

const WIDTH = RIGHT_EDGE - LEFT;
const BODY_TOP = 3.3 * INCH;
const NEXT_PAGE_TOP = 0.75 * INCH;
const PAGE_BOTTOM = 792 - 0.75 * INCH;
const SIZE = 10;

export interface LetterContext {
  brand: Brand;
  language: LetterLanguage;
}

/** The languages each letter other than the notice is written in. */
export const TEMPLATE_LANGUAGES: Record<OtherLetterFigures['template'], LetterLanguage[]> = {
  plan_confirmation: planConfirmationLanguages,
  settlement: settlementLanguages,
  paid_in_full: paidInFullLanguages,
  reminder: reminderLanguages,
  verification: verificationLanguages,
};

/** The words of a letter, from its template's catalogue. */
export function letterContent(f: OtherLetterFigures, ctx: LetterContext): LetterContent {
  switch (f.template) {
    case 'plan_confirmation':
      return planConfirmationContent(f, ctx.language);
    case 'settlement':
      return settlementContent(f, ctx.language);
    case 'paid_in_full':
      return paidInFullContent(f, ctx.language);
    case 'reminder':
      return reminderContent(f, ctx.language, ctx.brand.phone);
    case 'verification':
      return verificationContent(f, ctx.language);
  }
}

/** The letter's agency and reference, for the top of a further page. */
const continued = new WeakMap<Doc, { company: string; reference: string }>();

/** Starts a new page when the next `height` points would run past the bottom margin. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > PAGE_BOTTOM) {
    const c = continued.get(doc);
    continuationPage(doc, c?.company ?? '', c?.reference ?? '');
    doc.y = NEXT_PAGE_TOP;
  }
}

function text(doc: Doc, words: string, opts: { bold?: boolean; size?: number; gap?: number } = {}): void {
  const font = () => doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(opts.size ?? SIZE);
  room(doc, font().heightOfString(words, { width: WIDTH, lineGap: 1.5 }));
  font();
  doc.text(words, LEFT, doc.y, { width: WIDTH, lineGap: 1.5 });
  doc.moveDown(opts.gap ?? 0.6);
}

function row(doc: Doc, cells: string[], widths: number[], bold: boolean): void {
  const font = () => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE - 0.5);
  font();
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] - 6 })));
  room(doc, height + 3);
  font(); // a new page's header leaves its own type set
  const y = doc.y;
  let x = LEFT;
  cells.forEach((cell, i) => {
    const last = i === cells.length - 1;
    doc.text(cell, x, y, { width: last ? widths[i] : widths[i] - 6, align: last ? 'right' : 'left' });
    x += widths[i];
  });
  doc.y = y + height + 3;
}

function block(doc: Doc, b: LetterBlock): void {
  switch (b.kind) {
    case 'heading':
      room(doc, 40);
      doc.moveDown(0.2);
      text(doc, b.text, { bold: true, size: 11, gap: 0.3 });
      return;
    case 'paragraph':
      text(doc, b.text, { bold: b.bold });
      return;
    case 'amounts':
      for (const r of b.rows) row(doc, [r.label, r.amount], [WIDTH - 110, 110], r.bold === true);
      doc.moveDown(0.6);
      return;
    case 'table': {
      const widths = [WIDTH * 0.3, WIDTH * 0.45, WIDTH * 0.25];
      if (b.head.some(Boolean)) {
        row(doc, b.head, widths, true);
        doc.moveTo(LEFT, doc.y).lineTo(RIGHT_EDGE, doc.y).lineWidth(0.5).stroke(GREY);
        doc.y += 3;
      }
      for (const r of b.rows) row(doc, r, widths, false);
      doc.moveDown(0.6);
      return;
    }
  }
}

/**
 * A letter other than the validation notice: the shared letterhead and window address, the title,
 * the template's blocks, the sign-off, the debt-collector disclosure, and on a time-barred account the
 * state's disclosure where the product knows it. Drawn only from the letter's printed figures.
 */
export async function renderLetterPdf(f: OtherLetterFigures, ctx: LetterContext): Promise<Buffer> {
  const b = ctx.brand;
  const { title } = letterContent(f, ctx);
  const { doc, done } = await newLetterDocument(`${b.companyName}: ${title}`, b.companyName);
  drawLetter(doc, f, ctx);
  doc.end();
  return done;
}

/** Draws the letter from the document's current page on, for its own PDF and for a print batch. */
export function drawLetter(doc: Doc, f: OtherLetterFigures, ctx: LetterContext): void {
  const c = commonText(ctx.language);
  const b = ctx.brand;
  const content = letterContent(f, ctx);
  continued.set(doc, { company: b.companyName, reference: c.reference(f.reference) });
  letterhead(doc, b, {
    callUs: c.callUs(b.phone, SUPPORT_HOURS),
    reference: c.reference(f.reference),
    date: formatsOf(ctx.language).date(f.letterDate),
    consumer: windowLines(f, ctx.language),
  });
  doc.y = BODY_TOP;
  text(doc, content.title, { bold: true, size: 14, gap: 0.5 });
  text(doc, c.dear(f.consumerName));
  for (const b2 of content.blocks) block(doc, b2);
  text(doc, c.questions(b.phone, SUPPORT_HOURS));
  text(doc, c.signOff(b.companyName), { gap: 1 });
  text(doc, c.debtCollector, { bold: true });
  const disclosure = f.timeBarred ? timeBarredDisclosure(ctx.language, f.consumerState) : null;
  if (disclosure) {
    doc.moveDown(0.3);
    const age = ageOfDebtText(ctx.language);
    // The heading, its pointer and the state's words stay on one page when they fit on one.
    const words = disclosure.text({ collector: b.companyName, owner: f.currentCreditor });
    const height = [age.heading, age.inTheLawsWords ?? '', words].reduce(
      (sum, w) =>
        sum +
        doc.font('Helvetica-Bold').fontSize(SIZE).heightOfString(w, { width: WIDTH, lineGap: 1.5 }) +
        12,
      0,
    );
    if (height < PAGE_BOTTOM - NEXT_PAGE_TOP) room(doc, height);
    text(doc, age.heading, { bold: true, size: SIZE });
    if (age.inTheLawsWords) text(doc, age.inTheLawsWords, { size: SIZE });
    text(doc, words, { bold: true, size: SIZE, gap: 0.2 });
    doc.fillColor(GREY);
    text(doc, disclosure.source, { size: 7.5 });
    doc.fillColor('#000000');
  }
}
