import { GLOBAL_SEARCH_MIN, type GlobalSearchResponse } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const GLOBAL_SEARCH_QUERY_KEY = ['/api/admin/search'] as const;

/** GET /api/admin/search?q={text}: at most 10 accounts, exact matches first. */
export function searchAccounts(q: string): Promise<GlobalSearchResponse> {
  return apiJson<GlobalSearchResponse>('GET', `/api/admin/search?${new URLSearchParams({ q })}`);
}

/** Asked from 2 characters; a term typed again is answered from the cache for a minute. */
export function useGlobalSearchQuery(q: string) {
  return useQuery({
    queryKey: [...GLOBAL_SEARCH_QUERY_KEY, q],
    queryFn: () => searchAccounts(q),
    enabled: q.length >= GLOBAL_SEARCH_MIN,
    staleTime: 60_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
