/** Clients (creditors): their pages live in this feature, reached through the route map. */
export { CLIENTS_QUERY_KEY } from './api/clients';
export { RecallReasonDialog, type RecallTarget } from './components/recall-reason-dialog';
