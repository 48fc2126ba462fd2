/** The dashboard's queries other features read or refresh. */

export { ACCOUNTS_OVERVIEW_QUERY_KEY } from './api/accounts-overview';
export { DASHBOARD_SUMMARY_QUERY_KEY } from './api/dashboard-summary';
export { hotLeadsErrorText, useHotLeadsQuery } from './api/hot-leads';
export { TOTAL_COLLECTED_QUERY_KEY } from './api/total-collected';
export { AccountsOverview } from './components/accounts-overview';
