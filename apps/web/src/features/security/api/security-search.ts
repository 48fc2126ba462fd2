import type { SecuritySearchPayload, SecuritySearchResponse } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/security/search: the body holds the filters, the answer has events (docs/product/security-dashboard.md). */
export function searchSecurityEvents(filters: SecuritySearchPayload): Promise<SecuritySearchResponse> {
  return apiJson<SecuritySearchResponse>('POST', '/api/security/search', filters);
}

/** Search errors are only logged (docs/product/security-dashboard.md): the previous results stay on screen. */
export function useSecuritySearchMutation() {
  return useMutation({
    mutationFn: searchSecurityEvents,
    onError: (error) => console.error('Security search failed', error),
  });
}
