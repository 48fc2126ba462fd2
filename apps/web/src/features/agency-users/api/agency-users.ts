import type { AgencyUser } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { type ListParams, listSearch } from '@/lib/list-query';

/** Every page of the users table lives under this key, so a change refreshes them all. */
export const AGENCY_USERS_QUERY_KEY = ['/api/admin/users'] as const;

export interface AgencyUsersPage {
  users: AgencyUser[];
  total?: number;
}

/** GET /api/admin/users (admin only), one page sorted and filtered by the server. */
export function fetchAgencyUsers(params: ListParams): Promise<AgencyUsersPage> {
  return apiJson<AgencyUsersPage>('GET', `/api/admin/users${listSearch(params)}`);
}

export function useAgencyUsersQuery(params: ListParams) {
  return useQuery({
    queryKey: [...AGENCY_USERS_QUERY_KEY, params],
    queryFn: () => fetchAgencyUsers(params),
    placeholderData: keepPreviousData,
  });
}
