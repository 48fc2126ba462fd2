import { VIEWER_REFRESH_MS } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';

/** One row of GET /api/test/accounts (docs/product/dashboard.md, "admin test-accounts list"). */
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

export const TEST_ACCOUNTS_QUERY_KEY = ['/api/test/accounts'] as const;

/**
 * GET /api/test/accounts, always fresh (docs/product/dashboard.md): the browser revalidates instead of using its
 * cache ('no-cache'), which keeps the server's ETag useful where a cache-busting parameter would not.
 */
export async function fetchTestAccounts(): Promise<TestAccountRow[]> {
  const res = await fetch('/api/test/accounts', { credentials: 'include', cache: 'no-cache' });
  await throwIfNotOk(res);
  return (await res.json()) as TestAccountRow[];
}

/** Polled every 30 s by the viewer (docs/product/dashboard.md). */
export function useTestAccountsQuery() {
  return useQuery({
    queryKey: TEST_ACCOUNTS_QUERY_KEY,
    queryFn: fetchTestAccounts,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: VIEWER_REFRESH_MS,
  });
}
