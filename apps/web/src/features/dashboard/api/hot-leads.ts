import {
  DASHBOARD_MESSAGES,
  HOT_LEADS_REFRESH_MS,
  type HotLeadSort,
  type HotLeadsResponse,
  type HotLeadWindow,
  hotLeadsHttpError,
  type ListDirection,
} from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api-client';
import { listSearch } from '@/lib/list-query';

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

/** The table's pages, apart from the spec's call (the contact center reads that one). */
const HOT_LEADS_PAGE_KEY = ['/api/admin/hot-leads', 'page'] as const;

export interface HotLeadsPageParams {
  days: HotLeadWindow;
  sort: HotLeadSort;
  direction: ListDirection;
  page: number;
  pageSize: number;
}

/**
 * The dashboard's table: one page of GET /api/admin/hot-leads in the chosen order and direction,
 * with the total (decision 0043). Same refresh and retry rules as the spec's call above.
 */
export function useHotLeadsPageQuery(params: HotLeadsPageParams) {
  return useQuery({
    queryKey: [...HOT_LEADS_PAGE_KEY, params],
    queryFn: async () =>
      (await getJson<HotLeadsResponse>(
        `/api/admin/hot-leads${listSearch({ ...params })}`,
      )) as HotLeadsResponse,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: HOT_LEADS_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && (error.status === 401 || error.status === 403)),
  });
}
