import {
  DASHBOARD_MESSAGES,
  HOT_LEADS_REFRESH_MS,
  type HotLeadSort,
  type HotLeadsResponse,
  type HotLeadWindow,
  hotLeadsHttpError,
} from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api-client';

export const hotLeadsQueryKey = (days: HotLeadWindow, sort: HotLeadSort) =>
  ['/api/admin/hot-leads', days, sort] as const;

/** GET /api/admin/hot-leads?days={n}&sort={order} */
export async function fetchHotLeads(days: HotLeadWindow, sort: HotLeadSort): Promise<HotLeadsResponse> {
  const query = new URLSearchParams({ days: String(days), sort });
  return (await getJson<HotLeadsResponse>(`/api/admin/hot-leads?${query}`)) as HotLeadsResponse;
}

/** The widget's error line (docs/product/dashboard.md): the 403 in words, any other status as 'HTTP error status {n}'. */
export function hotLeadsErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 403
      ? DASHBOARD_MESSAGES.adminPrivilegesRequired
      : hotLeadsHttpError(error.status);
  }
  return error instanceof Error && error.message ? error.message : DASHBOARD_MESSAGES.loadFailed;
}

/**
 * Refreshed every 5 minutes (docs/product/dashboard.md); a failure is retried once automatically (docs/product/dashboard.md),
 * except a refusal, which a retry cannot change. The previous list stays while another loads.
 */
export function useHotLeadsQuery(days: HotLeadWindow, sort: HotLeadSort) {
  return useQuery({
    queryKey: hotLeadsQueryKey(days, sort),
    queryFn: () => fetchHotLeads(days, sort),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: HOT_LEADS_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && (error.status === 401 || error.status === 403)),
  });
}
