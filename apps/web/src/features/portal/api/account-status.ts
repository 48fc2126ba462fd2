import type { AccountStatusList } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const ACCOUNT_STATUS_QUERY_KEY = ['/api/customer/account-status'] as const;

/** GET /api/customer/account-status: the debtor home's cards, read fresh on every visit (decision 0120). */
export function useAccountStatusQuery() {
  return useQuery({
    queryKey: ACCOUNT_STATUS_QUERY_KEY,
    queryFn: () => apiJson<AccountStatusList>('GET', '/api/customer/account-status'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
