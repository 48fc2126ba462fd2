/**
 * PDF statements of an account, by download or e-mail (docs/product/statements.md).
 */
export { addressLinesOf, nameOf } from './statement';
export { statementsPlugin } from './statements.plugin';
