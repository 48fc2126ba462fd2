import type { EDeliveryState } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const E_DELIVERY_QUERY_KEY = ['/api/customer/e-delivery'] as const;

/** GET /api/customer/e-delivery: whether each of the debtor's accounts gets its letters by e-mail. */
export function useEDeliveryQuery(enabled: boolean) {
  return useQuery({
    queryKey: E_DELIVERY_QUERY_KEY,
    queryFn: () => apiJson<EDeliveryState[]>('GET', '/api/customer/e-delivery'),
    enabled,
    staleTime: 0,
  });
}

/** POST (consent) or DELETE (withdraw) /api/customer/e-delivery for one account. */
export function useSetEDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation<EDeliveryState, Error, { debtAccountId: number; consent: boolean }>({
    mutationFn: ({ debtAccountId, consent }) =>
      apiJson<EDeliveryState>(consent ? 'POST' : 'DELETE', '/api/customer/e-delivery', { debtAccountId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: E_DELIVERY_QUERY_KEY }),
  });
}
