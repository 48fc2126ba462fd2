import type { AdminDispute } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const ADMIN_DISPUTES_QUERY_KEY = ['/api/admin/disputes'] as const;

/** GET /api/admin/disputes: every dispute, newest first (docs/product/disputes.md). */
export function fetchAdminDisputes(): Promise<AdminDispute[]> {
  return apiJson<AdminDispute[]>('GET', '/api/admin/disputes');
}

export function useAdminDisputesQuery() {
  return useQuery({ queryKey: ADMIN_DISPUTES_QUERY_KEY, queryFn: fetchAdminDisputes, staleTime: 0 });
}
