import type { MfaVerifyLoginPayload, User } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth';
import { apiJson } from '@/lib/api-client';

export interface VerifyMfaLoginAnswer {
  success: true;
  user: User;
}

/** POST /api/mfa/verify-login: completes the pending sign-in with a code or a backup code. */
export function verifyMfaLogin(payload: MfaVerifyLoginPayload): Promise<VerifyMfaLoginAnswer> {
  return apiJson<VerifyMfaLoginAnswer>('POST', '/api/mfa/verify-login', payload);
}

/** On success the signed-in user is stored and the current-user query refreshed (docs/product/back-office.md). */
export function useVerifyMfaLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation<VerifyMfaLoginAnswer, Error, MfaVerifyLoginPayload>({
    mutationFn: verifyMfaLogin,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
