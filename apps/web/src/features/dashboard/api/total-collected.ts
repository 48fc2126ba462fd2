import { HOT_LEADS_REFRESH_MS, type TotalCollected } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const TOTAL_COLLECTED_QUERY_KEY = ['/api/admin/total-collected'] as const;

/** GET /api/admin/total-collected: approved payments without the configured test account. */
export async function fetchTotalCollected(): Promise<TotalCollected> {
  return (await getJson<TotalCollected>('/api/admin/total-collected')) as TotalCollected;
}

export function useTotalCollectedQuery() {
  return useQuery({
    queryKey: TOTAL_COLLECTED_QUERY_KEY,
    queryFn: fetchTotalCollected,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: HOT_LEADS_REFRESH_MS,
  });
}
