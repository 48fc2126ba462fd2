/**
 * The account record: its look-up, table, edit and export; the one writer of debt_accounts.
 */
export { ACCOUNT_COLUMNS, maskedValue } from './account-presenter';
export { ACCOUNT_MESSAGES, accountIdParamsSchema, parseAccountId } from './account-schemas';
export { accountsPlugin } from './accounts.plugin';
export { findAccount, requireAccount, searchCondition } from './accounts.repository';
export { accountsStamp, markAccountsChanged } from './accounts-change-stamp';
