/** The back office's global search: the top bar's Find an account button, the `/` and Ctrl+K shortcuts and the dialog. */
export { GlobalSearch } from './global-search';
