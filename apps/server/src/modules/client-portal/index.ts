/**
 * The client portal: a client user's view of their own client (docs/product/clients.md).
 */
export { clientPortalPlugin } from './client-portal.plugin';
