/**
 * The back office's global search.
 */
export { globalSearchPlugin } from './global-search.plugin';
