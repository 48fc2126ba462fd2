import { type DashboardSummary, HOT_LEADS_REFRESH_MS } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const DASHBOARD_SUMMARY_QUERY_KEY = ['/api/admin/dashboard-summary'] as const;

/** GET /api/admin/dashboard-summary: account count, outstanding total, collections per week. */
export async function fetchDashboardSummary(): Promise<DashboardSummary> {
  return (await getJson<DashboardSummary>('/api/admin/dashboard-summary')) as DashboardSummary;
}

/** Refreshed with the hot leads, so the figures on screen never lag them by more than that. */
export function useDashboardSummaryQuery() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_QUERY_KEY,
    queryFn: fetchDashboardSummary,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: HOT_LEADS_REFRESH_MS,
  });
}
