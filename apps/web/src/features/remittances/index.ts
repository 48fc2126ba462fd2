/** Remittances and the trust reconciliation: their pages live in this feature, reached through the route map. */
export { REMITTANCES_QUERY_KEY } from './api/remittances';
