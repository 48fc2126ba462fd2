import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import type { PasswordCallAnswer } from './forgot-password';
import { PASSWORD_STATUS_QUERY_KEY } from './password-status';

export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/admin/change-password */
export function changePassword(payload: ChangePasswordPayload): Promise<PasswordCallAnswer> {
  return apiJson<PasswordCallAnswer>('POST', '/api/admin/change-password', payload);
}

/** A new password makes the password-age notices out of date, and may lift the user's required step. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation<PasswordCallAnswer, Error, ChangePasswordPayload>({
    mutationFn: changePassword,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PASSWORD_STATUS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
