import type { CustomerDispute } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const CUSTOMER_DISPUTES_QUERY_KEY = ['/api/customer/disputes'] as const;

/** GET /api/customer/disputes: the signed-in customer's disputes, newest first (docs/product/disputes.md). */
export function fetchCustomerDisputes(): Promise<CustomerDispute[]> {
  return apiJson<CustomerDispute[]>('GET', '/api/customer/disputes');
}

export function useCustomerDisputesQuery() {
  return useQuery({ queryKey: CUSTOMER_DISPUTES_QUERY_KEY, queryFn: fetchCustomerDisputes, staleTime: 0 });
}
