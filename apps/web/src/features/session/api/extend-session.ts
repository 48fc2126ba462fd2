import type { CurrentUserResponse, User } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth';
import { apiJson } from '@/lib/api-client';

/** POST /api/session/extend: the server refreshes the session and answers with the user. */
export function extendSession(): Promise<CurrentUserResponse> {
  return apiJson<CurrentUserResponse>('POST', '/api/session/extend');
}

export function useExtendSessionMutation(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<CurrentUserResponse, Error, void>({
    mutationFn: extendSession,
    onSuccess: (answer) => {
      if (answer?.user) queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, answer.user);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
