/** The back office's global search: the top bar's button, the `/` and Ctrl+K shortcuts and the dialog. */
export { GlobalSearch } from './global-search';
