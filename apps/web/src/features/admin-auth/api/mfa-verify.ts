import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import { MFA_STATUS_QUERY_KEY } from './mfa-status';

export interface MfaVerifyPayload {
  token: string;
  backupCodes: string[];
}

/** POST /api/mfa/verify: a current code turns the pending setup on. */
export async function verifyMfaSetup(payload: MfaVerifyPayload): Promise<void> {
  await apiJson<unknown>('POST', '/api/mfa/verify', payload);
}

/** The status and the user (which carries mfaEnabled) are read again afterwards. */
export function useMfaVerifyMutation() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, MfaVerifyPayload>({
    mutationFn: verifyMfaSetup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
