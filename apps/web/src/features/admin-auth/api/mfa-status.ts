import type { MfaStatusResponse } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';

export const MFA_STATUS_QUERY_KEY = ['/api/mfa/status'] as const;

/** GET /api/mfa/status, never from a cache (docs/product/back-office.md): the browser's nor ours. */
export async function fetchMfaStatus(): Promise<MfaStatusResponse> {
  const res = await fetch('/api/mfa/status', { credentials: 'include', cache: 'no-store' });
  await throwIfNotOk(res);
  return (await res.json()) as MfaStatusResponse;
}

export function useMfaStatusQuery() {
  return useQuery<MfaStatusResponse>({
    queryKey: MFA_STATUS_QUERY_KEY,
    queryFn: fetchMfaStatus,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
