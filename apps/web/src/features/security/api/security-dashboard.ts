import { SECURITY_REFRESH, type SecurityDashboard } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

export const SECURITY_DASHBOARD_QUERY_KEY = ['/api/security/dashboard'] as const;

/** GET /api/security/dashboard (docs/product/security-dashboard.md). */
export function fetchSecurityDashboard(): Promise<SecurityDashboard> {
  return apiJson<SecurityDashboard>('GET', '/api/security/dashboard');
}

/** A refused or signed-out caller stops polling: asking again every 30 s would not change the answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Polls at `everyMs` unless the server refused. */
export function pollUnlessRefused(everyMs: number) {
  return (query: { state: { error: unknown } }) => (isRefusal(query.state.error) ? false : everyMs);
}

/** Fresh on every visit, then every 30 s (docs/product/security-dashboard.md). */
export function useSecurityDashboardQuery() {
  return useQuery({
    queryKey: SECURITY_DASHBOARD_QUERY_KEY,
    queryFn: fetchSecurityDashboard,
    staleTime: 0,
    refetchInterval: pollUnlessRefused(SECURITY_REFRESH.dashboardMs),
  });
}
