import type { Brand, LetterLanguage, OtherLetterFigures, ValidationNoticeFigures } from '@arrears/domain';
import type { Doc } from './letter-layout';
import { drawLetter, renderLetterPdf } from './letter-pdf';
import { drawValidationNotice, renderValidationNoticePdf } from './validation-notice-pdf';

type StoredFigures = ValidationNoticeFigures | OtherLetterFigures;
interface RenderConfig {
  brand: Brand;
  publicUrl: string;
}

/** The portal's dispute page, printed on the notice. */
function disputeUrlOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/dispute-portal`;
}

/**
 * Any stored letter as its PDF: the notice in its Model Form layout, the others from their templates
 * (their figures carry `template`).
 */
export function renderStoredLetter(
  figures: StoredFigures,
  language: LetterLanguage,
  config: RenderConfig,
): Promise<Buffer> {
  if ('template' in figures) return renderLetterPdf(figures, { brand: config.brand, language });
  return renderValidationNoticePdf(figures, {
    brand: config.brand,
    disputeUrl: disputeUrlOf(config.publicUrl),
    language,
  });
}

/** The same letter drawn from the document's current page on, for a print batch of many letters. */
export function drawStoredLetter(
  doc: Doc,
  figures: StoredFigures,
  language: LetterLanguage,
  config: RenderConfig,
): void {
  if ('template' in figures) drawLetter(doc, figures, { brand: config.brand, language });
  else
    drawValidationNotice(doc, figures, {
      brand: config.brand,
      disputeUrl: disputeUrlOf(config.publicUrl),
      language,
    });
}
