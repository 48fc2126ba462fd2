import type { AccountSummary, AccountSummaryItem, CustomerAccount } from '@arrears/domain';
import { useAccountSummaryQuery } from './api/account-summary';
import { useCustomerAccountsQuery } from './api/customer-accounts';

/** One of the debtor's accounts: its record (name, address, status) and its summary figures. */
export interface PortalAccount {
  account: CustomerAccount;
  figures: AccountSummaryItem;
}

/**
 * The debtor's accounts as the home and the payment pages show them: every figure from the one
 * summary, the record beside it for the payment form's billing details. `state` is what QueryState
 * shows while either read loads or fails; Try Again reads both again.
 */
export function usePortalAccounts() {
  const accounts = useCustomerAccountsQuery();
  const summary = useAccountSummaryQuery();
  const ready = accounts.isSuccess && summary.isSuccess;
  const byId = new Map((accounts.data ?? []).map((a) => [a.id, a]));
  const list: PortalAccount[] = ready
    ? summary.data.accounts.flatMap((figures) => {
        const account = byId.get(figures.id);
        return account ? [{ account, figures }] : [];
      })
    : [];
  const state = {
    isPending: accounts.isPending || summary.isPending,
    isError: accounts.isError || summary.isError,
    error: accounts.error ?? summary.error,
    refetch: () => Promise.all([accounts.refetch(), summary.refetch()]),
  };
  return {
    state,
    list,
    summary: ready ? (summary.data as AccountSummary) : undefined,
    /** Loaded, and no account is linked to this login. */
    noAccounts: accounts.isSuccess && accounts.data.length === 0,
  };
}
