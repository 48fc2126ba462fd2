import type { AgencyUser } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const AGENCY_USERS_QUERY_KEY = ['/api/admin/users'] as const;

/** GET /api/admin/users (admin only). */
export async function fetchAgencyUsers(): Promise<AgencyUser[]> {
  const answer = await getJson<{ users: AgencyUser[] }>('/api/admin/users');
  return answer?.users ?? [];
}

export function useAgencyUsersQuery() {
  return useQuery<AgencyUser[]>({ queryKey: AGENCY_USERS_QUERY_KEY, queryFn: fetchAgencyUsers });
}
