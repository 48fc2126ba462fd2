import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export interface PasswordCallAnswer {
  success: true;
  message: string;
}

/** POST /api/forgot-password: the same answer whether the address is known or not. */
export function requestPasswordReset(email: string): Promise<PasswordCallAnswer> {
  return apiJson<PasswordCallAnswer>('POST', '/api/forgot-password', { email });
}

export function useForgotPasswordMutation() {
  return useMutation<PasswordCallAnswer, Error, string>({ mutationFn: requestPasswordReset });
}
