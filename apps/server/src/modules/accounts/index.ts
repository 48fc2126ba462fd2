/**
 * The account record: its look-up, table, edit and export; the one writer of debt_accounts.
 */
export {
  type ContactField,
  insertAccounts,
  linkUnlinkedAccounts,
  markRecalled,
  placeAccounts,
  recordLastActivity,
  setAccountStatus,
  setAddressStatus,
  setAssignee,
  setIdentityReview,
  setTimeBarred,
  updateContactFields,
} from './account-commands';
export { ACCOUNT_COLUMNS, maskedValue } from './account-presenter';
export { ACCOUNT_MESSAGES, accountIdParamsSchema, parseAccountId } from './account-schemas';
export { accountsPlugin } from './accounts.plugin';
export { findAccount, requireAccount, searchCondition } from './accounts.repository';
export { accountsStamp, markAccountsChanged } from './accounts-change-stamp';
export { importChangedAccountsCte, importLastActivityCte, importNewAccountsCte } from './import-accounts-sql';
export { flagPastLimitation, type LimitationFlagRun } from './limitation-flags';
