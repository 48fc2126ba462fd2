import type { Brand, LetterLanguage, OtherLetterFigures, ValidationNoticeFigures } from '@arrears/domain';
import { renderLetterPdf } from './letter-pdf';
import { renderValidationNoticePdf } from './validation-notice-pdf';

/**
 * Any stored letter as its PDF: the notice in its Model Form layout, the others from their templates
 * (their figures carry `template`). For the letter's own PDF and for a print batch alike.
 */
export function renderStoredLetter(
  figures: ValidationNoticeFigures | OtherLetterFigures,
  language: LetterLanguage,
  config: { brand: Brand; publicUrl: string },
): Promise<Buffer> {
  if ('template' in figures) return renderLetterPdf(figures, { brand: config.brand, language });
  return renderValidationNoticePdf(figures, {
    brand: config.brand,
    disputeUrl: `${config.publicUrl.replace(/\/+$/, '')}/dispute-portal`,
    language,
  });
}
