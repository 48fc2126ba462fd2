import type { LetterRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { renderValidationNoticePdf } from './validation-notice-pdf';

/** A letter's PDF, drawn from what it printed; our name, address and dispute page from configuration. */
export function renderLetterPdf(config: AppDeps['config'], letter: LetterRow): Promise<Buffer> {
  return renderValidationNoticePdf(letter.figures, {
    brand: config.brand,
    disputeUrl: `${config.publicUrl.replace(/\/+$/, '')}/dispute-portal`,
    language: letter.language,
  });
}
