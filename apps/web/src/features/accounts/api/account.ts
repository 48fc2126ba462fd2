import { useQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';
import type { AccountRecord } from './account-types';

export const accountQueryKey = (id: string) => ['/api/admin/accounts', 'detail', id] as const;

/** GET /api/admin/accounts/{id}: the account object; a 404 raises ApiError(404). */
export async function fetchAccount(id: string): Promise<AccountRecord> {
  const res = await fetch(`/api/admin/accounts/${encodeURIComponent(id)}`, { credentials: 'include' });
  await throwIfNotOk(res);
  return (await res.json()) as AccountRecord;
}

export function useAccountQuery(id: string | undefined) {
  return useQuery({
    queryKey: accountQueryKey(id ?? ''),
    queryFn: () => fetchAccount(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
