import type { CustomerDispute, CustomerDisputeCreate } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CUSTOMER_DISPUTES_QUERY_KEY } from './customer-disputes';

/** POST /api/customer/disputes with account_id, dispute_type, dispute_reason, requested_action. */
export function fileDispute(body: CustomerDisputeCreate): Promise<CustomerDispute> {
  return apiJson<CustomerDispute>('POST', '/api/customer/disputes', body);
}

/** On success the dispute list is re-fetched (docs/product/disputes.md). */
export function useFileDisputeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_DISPUTES_QUERY_KEY }),
  });
}
