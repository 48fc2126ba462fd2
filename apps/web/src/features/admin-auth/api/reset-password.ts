import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SignInPath } from '../components/sign-in-target';
import type { PasswordCallAnswer } from './forgot-password';

/** The answer names the sign-in page of the login that was reset (decision 0044). */
export interface ResetPasswordAnswer extends PasswordCallAnswer {
  signInPath?: SignInPath;
}

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

/** POST /api/reset-password with the token of the e-mailed link. */
export function resetPassword(payload: ResetPasswordPayload): Promise<ResetPasswordAnswer> {
  return apiJson<ResetPasswordAnswer>('POST', '/api/reset-password', payload);
}

export function useResetPasswordMutation() {
  return useMutation<ResetPasswordAnswer, Error, ResetPasswordPayload>({ mutationFn: resetPassword });
}
