import type {
  ListDirection,
  SecurityEventSort,
  SecuritySearchFilters,
  SecuritySearchPayload,
  SecuritySearchResponse,
} from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiJson } from '@/lib/api-client';

/** POST /api/security/search: the body holds the filters, the answer has events (docs/product/security-dashboard.md). */
export function searchSecurityEvents(filters: SecuritySearchPayload): Promise<SecuritySearchResponse> {
  return apiJson<SecuritySearchResponse>('POST', '/api/security/search', filters);
}

export interface SecuritySearchPage {
  sort: SecurityEventSort;
  direction: ListDirection;
  page: number;
  pageSize: number;
}

/**
 * One page of the search for the submitted filters (none until the first Search), sorted by the
 * server (decision 0043). A failed search is only logged and the previous results stay
 * (docs/product/security-dashboard.md).
 */
export function useSecuritySearchQuery(filters: SecuritySearchFilters | null, page: SecuritySearchPage) {
  const query = useQuery({
    queryKey: ['/api/security/search', filters, page],
    queryFn: () => searchSecurityEvents({ ...(filters as SecuritySearchFilters), ...page }),
    enabled: filters !== null,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Security search failed', error);
  }, [error]);
  // The last answer that came, kept on screen through a failure.
  const last = useRef<SecuritySearchResponse | undefined>(undefined);
  if (filters === null) last.current = undefined;
  else if (query.data) last.current = query.data;
  return { query, results: filters === null ? undefined : (query.data ?? last.current) };
}
