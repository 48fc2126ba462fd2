import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** A new password makes the password-age notices out of date. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation<PasswordCallAnswer, Error, ChangePasswordPayload>({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSWORD_STATUS_QUERY_KEY }),
  });
}
