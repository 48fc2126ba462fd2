import type { CustomerAccount } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const CUSTOMER_ACCOUNTS_QUERY_KEY = ['/api/customer/accounts'] as const;

/** GET /api/customer/accounts: the signed-in customer's own accounts (debtor-portal account, docs/product/debtor-portal.md). */
export function fetchCustomerAccounts(): Promise<CustomerAccount[]> {
  return apiJson<CustomerAccount[]>('GET', '/api/customer/accounts');
}

/** Balances change with every payment: never served from cache, refetched on every mount. */
export function useCustomerAccountsQuery() {
  return useQuery({
    queryKey: CUSTOMER_ACCOUNTS_QUERY_KEY,
    queryFn: fetchCustomerAccounts,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
