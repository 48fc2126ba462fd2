/**
 * Clients (creditors), their terms, placements and recalls (docs/product/clients.md).
 */
export { clientsPlugin } from './clients.plugin';
export { clientPlacements, findClient } from './clients.repository';
export { recallAccounts } from './recall.service';
