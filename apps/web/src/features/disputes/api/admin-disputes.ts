import type { AdminDispute, AdminDisputeCounts } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { fetchArrayPage, type ListParams } from '@/lib/list-query';

/** Every disputes query (the counters' and each table page) lives under this key: one update refreshes all. */
export const ADMIN_DISPUTES_QUERY_KEY = ['/api/admin/disputes'] as const;

/** GET /api/admin/disputes/counts: the counters over every dispute (docs/product/disputes.md). */
export function fetchAdminDisputeCounts(): Promise<AdminDisputeCounts> {
  return apiJson<AdminDisputeCounts>('GET', '/api/admin/disputes/counts');
}

export function useAdminDisputeCountsQuery() {
  return useQuery({
    queryKey: [...ADMIN_DISPUTES_QUERY_KEY, 'counts'],
    queryFn: fetchAdminDisputeCounts,
    staleTime: 0,
  });
}

export type AdminDisputesPageParams = ListParams & { page: number; pageSize: number };

/** One page of the disputes table, sorted and filtered by the server, with the total of the matches. */
export function useAdminDisputesPageQuery(params: AdminDisputesPageParams) {
  return useQuery({
    queryKey: [...ADMIN_DISPUTES_QUERY_KEY, params],
    queryFn: () => fetchArrayPage<AdminDispute>('/api/admin/disputes', params),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
