/** The client portal (decision 0055): its pages live in this feature, reached through the route map. */
export { CLIENT_PORTAL_KEY } from './api/client-portal';
export { CLIENT_NAV } from './components/client-portal-frame';
