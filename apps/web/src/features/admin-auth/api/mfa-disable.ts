import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import { MFA_STATUS_QUERY_KEY } from './mfa-status';

/** POST /api/mfa/disable with the current password (400 with a message when it is wrong). */
export async function disableMfa(currentPassword: string): Promise<void> {
  await apiJson<unknown>('POST', '/api/mfa/disable', { currentPassword });
}

/** After disabling, the status is refreshed (docs/product/back-office.md), and the user with it. */
export function useMfaDisableMutation() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: disableMfa,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
