/**
 * The language a debtor reads the site in (decision 0072).
 */
export { languagePlugin } from './language.plugin';
