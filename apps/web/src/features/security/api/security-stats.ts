import { SECURITY_REFRESH, type SecurityStats } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { pollUnlessRefused } from './security-dashboard';

export const SECURITY_STATS_QUERY_KEY = ['/api/security/stats'] as const;

/** GET /api/security/stats (docs/product/security-dashboard.md). */
export function fetchSecurityStats(): Promise<SecurityStats> {
  return apiJson<SecurityStats>('GET', '/api/security/stats');
}

/** Fresh on every visit, then every 60 s (docs/product/security-dashboard.md). */
export function useSecurityStatsQuery() {
  return useQuery({
    queryKey: SECURITY_STATS_QUERY_KEY,
    queryFn: fetchSecurityStats,
    staleTime: 0,
    refetchInterval: pollUnlessRefused(SECURITY_REFRESH.statsMs),
  });
}
