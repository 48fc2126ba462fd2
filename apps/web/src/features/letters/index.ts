/** Letters for the back office (docs/product/letters.md): the page is a route; the labels serve other features. */
export {
  LETTER_LANGUAGE_LABELS,
  LETTER_STATUS_LABELS,
  LETTER_STATUS_TONES,
  LETTER_TEMPLATE_LABELS,
} from './letter-labels';
