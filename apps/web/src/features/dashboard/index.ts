/** The dashboard's queries other features read or refresh. */
export { DASHBOARD_SUMMARY_QUERY_KEY } from './api/dashboard-summary';
export { hotLeadsErrorText, useHotLeadsQuery } from './api/hot-leads';
export { TEST_ACCOUNTS_QUERY_KEY } from './api/test-accounts';
export { TOTAL_COLLECTED_QUERY_KEY } from './api/total-collected';
