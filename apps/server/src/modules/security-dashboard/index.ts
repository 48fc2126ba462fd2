/**
 * The admin's security dashboard over the security events.
 */
export { securityDashboardPlugin } from './security-dashboard.plugin';
