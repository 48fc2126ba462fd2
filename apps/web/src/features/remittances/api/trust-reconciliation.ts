import type { TrustReconciliation } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { REMITTANCES_QUERY_KEY } from './remittances';

/** GET /api/admin/trust-reconciliation for an inclusive range (either end open). */
export function useTrustReconciliationQuery(range: { from: string; to: string }) {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return useQuery({
    queryKey: [...REMITTANCES_QUERY_KEY, 'trust', range],
    queryFn: () => apiJson<TrustReconciliation>('GET', `/api/admin/trust-reconciliation?${params}`),
  });
}
