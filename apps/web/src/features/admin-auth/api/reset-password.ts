import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { PasswordCallAnswer } from './forgot-password';

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

/** POST /api/reset-password with the token of the e-mailed link. */
export function resetPassword(payload: ResetPasswordPayload): Promise<PasswordCallAnswer> {
  return apiJson<PasswordCallAnswer>('POST', '/api/reset-password', payload);
}

export function useResetPasswordMutation() {
  return useMutation<PasswordCallAnswer, Error, ResetPasswordPayload>({ mutationFn: resetPassword });
}
