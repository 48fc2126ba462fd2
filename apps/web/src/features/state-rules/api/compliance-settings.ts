import type { ComplianceSettings } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '@/lib/api-client';

export const COMPLIANCE_SETTINGS_QUERY_KEY = ['/api/admin/compliance/settings'] as const;

/** GET /api/admin/compliance/settings (admin only): where the agency holds a collection licence. */
export function useComplianceSettingsQuery(enabled: boolean) {
  return useQuery<ComplianceSettings | null>({
    queryKey: COMPLIANCE_SETTINGS_QUERY_KEY,
    queryFn: () => getJson<ComplianceSettings>('/api/admin/compliance/settings'),
    enabled,
  });
}

/** PUT /api/admin/compliance/settings. */
export function useSaveLicensedStatesMutation() {
  const queryClient = useQueryClient();
  return useMutation<ComplianceSettings, Error, string[]>({
    mutationFn: (licensedStates) =>
      apiJson<ComplianceSettings>('PUT', '/api/admin/compliance/settings', { licensedStates }),
    onSuccess: (saved) => queryClient.setQueryData(COMPLIANCE_SETTINGS_QUERY_KEY, saved),
  });
}
