import type { AdminHome } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const ADMIN_HOME_QUERY_KEY = ['/api/admin/home'] as const;

/** The home's figures are read again every minute while it is open. */
const REFRESH_MS = 60_000;

/** GET /api/admin/home: the day's numbers for the signed-in role (decision 0117). */
export function useAdminHomeQuery() {
  return useQuery<AdminHome>({
    queryKey: ADMIN_HOME_QUERY_KEY,
    queryFn: () => apiJson<AdminHome>('GET', '/api/admin/home'),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: REFRESH_MS,
  });
}
