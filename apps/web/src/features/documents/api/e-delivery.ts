import type { EDeliveryState, PreferredLanguage } from '@arrears/domain';
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

/**
 * POST (consent) or DELETE (withdraw) /api/customer/e-delivery for one account. A consent says the language
 * of the disclosure the debtor read, so the server keeps those words with it.
 */
export function useSetEDeliveryMutation(language: PreferredLanguage = 'en') {
  const queryClient = useQueryClient();
  return useMutation<EDeliveryState, Error, { debtAccountId: number; consent: boolean }>({
    mutationFn: ({ debtAccountId, consent }) =>
      consent
        ? apiJson<EDeliveryState>('POST', '/api/customer/e-delivery', {
            debtAccountId,
            // English is the server's default; only another language is said.
            ...(language === 'en' ? {} : { language }),
          })
        : apiJson<EDeliveryState>('DELETE', '/api/customer/e-delivery', { debtAccountId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: E_DELIVERY_QUERY_KEY }),
  });
}
