import type { LoginPayload, LoginResponse, User } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './current-user';

/** The login answer is the user; an admin with MFA gets `mfaRequired` (and a message) instead. */
export type LoginAnswer = LoginResponse | { mfaRequired: true; message?: string };

export function isMfaChallenge(answer: LoginAnswer): answer is { mfaRequired: true; message?: string } {
  return answer.mfaRequired === true;
}

/** POST /api/login */
export function login(payload: LoginPayload): Promise<LoginAnswer> {
  return apiJson<LoginAnswer>('POST', '/api/login', payload);
}

export function useLoginMutation(
  options: { onSuccess?: (answer: LoginAnswer) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<LoginAnswer, Error, LoginPayload>({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isMfaChallenge(answer)) queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, answer);
      options.onSuccess?.(answer);
    },
    onError: options.onError,
  });
}
