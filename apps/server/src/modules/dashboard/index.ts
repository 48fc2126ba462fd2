/**
 * The back office's dashboard: totals and hot leads.
 */
export { dashboardPlugin } from './dashboard.plugin';
export { findHotLeads } from './hot-leads.repository';
