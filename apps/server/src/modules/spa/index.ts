/**
 * The built web app, with the catch-all that answers client-side routes: registered last.
 */
export { spaPlugin } from './spa.plugin';
