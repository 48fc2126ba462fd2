import type { AccountSummary } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const ACCOUNT_SUMMARY_QUERY_KEY = ['/api/customer/account-summary'] as const;

/** GET /api/customer/account-summary: the one summary of the debtor's accounts (docs/product/debtor-portal.md). */
export function fetchAccountSummary(): Promise<AccountSummary> {
  return apiJson<AccountSummary>('GET', '/api/customer/account-summary');
}

/** Balances change with every payment: never served from cache, refetched on every mount. */
export function useAccountSummaryQuery() {
  return useQuery({
    queryKey: ACCOUNT_SUMMARY_QUERY_KEY,
    queryFn: fetchAccountSummary,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
