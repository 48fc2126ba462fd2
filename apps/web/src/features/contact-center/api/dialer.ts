import type { DialerNextBody, DialerSettings, DialerTurn } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '@/lib/api-client';

/**
 * POST /api/dialer/next (decision 0129): the next account of the agent's queue the rules allow on the
 * phone now, held for them; with no preview the call is placed already (callSid set).
 */
export const dialerNext = (body: DialerNextBody) => apiJson<DialerTurn>('POST', '/api/dialer/next', body);

/** POST /api/dialer/dial: calls the held account after the preview. */
export const dialerDial = (accountId: number) =>
  apiJson<DialerTurn>('POST', '/api/dialer/dial', { accountId });

/** POST /api/dialer/stop: ends the session; the held account goes back to the queue. */
export const dialerStop = () => apiJson<{ success: true }>('POST', '/api/dialer/stop');

export const DIALER_SETTINGS_KEY = ['/api/admin/dialer/settings'] as const;

/** GET /api/admin/dialer/settings (admin): the preview before each dialer call. */
export function useDialerSettingsQuery(enabled: boolean) {
  return useQuery<DialerSettings | null>({
    queryKey: DIALER_SETTINGS_KEY,
    queryFn: () => getJson<DialerSettings>(DIALER_SETTINGS_KEY[0]),
    enabled,
  });
}

/** PUT /api/admin/dialer/settings. */
export function useSaveDialerSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation<DialerSettings, Error, DialerSettings>({
    mutationFn: (settings) => apiJson<DialerSettings>('PUT', DIALER_SETTINGS_KEY[0], settings),
    onSuccess: (saved) => queryClient.setQueryData(DIALER_SETTINGS_KEY, saved),
  });
}
