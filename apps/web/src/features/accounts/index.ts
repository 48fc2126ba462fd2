/** The account search other features use, and the account queries they refresh. */
export { ACCOUNTS_QUERY_KEY } from './api/accounts-page';
export { DEBT_ACCOUNT_SEARCH_QUERY_KEY } from './api/debt-account-search';
export { accountNameOf, DebtAccountSearch } from './components/debt-account-search';
export { LedgerSection } from './components/ledger-section';
