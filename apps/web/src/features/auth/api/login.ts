import type { LoginPayload, LoginResponse, MfaChallengeResponse, User } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from './current-user';

/**
 * The login answer: the user, or `{ mfaRequired: true, role }` for a user with two-factor (no
 * session yet; a cookie holds the pending sign-in until POST /api/mfa/verify-login).
 */
export type LoginAnswer = LoginResponse;
export type MfaChallenge = MfaChallengeResponse;
export type SignedInAnswer = Exclude<LoginAnswer, MfaChallenge>;

export function isMfaChallenge(answer: LoginAnswer): answer is MfaChallenge {
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
