import { VIEWER_REFRESH_MS } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';

/** One account in the list shape of GET /api/test/accounts (docs/product/dashboard.md, "admin test-accounts list"). */
export interface TestAccountRow {
  id: number;
  status: string | null;
  originalAmount: string | number | null;
  currentAmount: string | number | null;
  accountNumber: string | null;
  debtorName: string | null;
  unpaid_balance: string | number | null;
  currentPrincipalBal: string | number | null;
  principalOriginal: string | number | null;
}

/** GET /api/admin/accounts-overview: the viewer's figures and its newest accounts (docs/product/dashboard.md). */
export interface AccountsOverview {
  activeAccounts: number;
  inactiveAccounts: number;
  /** Newest first. */
  recent: TestAccountRow[];
}

export const ACCOUNTS_OVERVIEW_QUERY_KEY = ['/api/admin/accounts-overview'] as const;

/**
 * Always fresh: the browser revalidates instead of using its cache ('no-cache'), so the server's
 * ETag answers 304 while no account changed.
 */
export async function fetchAccountsOverview(): Promise<AccountsOverview> {
  const res = await fetch('/api/admin/accounts-overview', { credentials: 'include', cache: 'no-cache' });
  await throwIfNotOk(res);
  return (await res.json()) as AccountsOverview;
}

/** Polled every 30 s by the viewer (docs/product/dashboard.md). */
export function useAccountsOverviewQuery() {
  return useQuery({
    queryKey: ACCOUNTS_OVERVIEW_QUERY_KEY,
    queryFn: fetchAccountsOverview,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: VIEWER_REFRESH_MS,
  });
}
