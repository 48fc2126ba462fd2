import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Why the session ends: the user asked, or it expired from inactivity. */
export type LogoutReason = 'user' | 'idle';

/** POST /api/logout; the answer is not read. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/**
 * The caller decides what happens to the cache and the page (the auth provider clears the user
 * and goes to /), because an idle logout ends the session even when the call fails.
 */
export function useLogoutMutation(options: {
  onSuccess?: (reason: LogoutReason) => void;
  onError?: (error: Error, reason: LogoutReason) => void;
}) {
  return useMutation<void, Error, LogoutReason>({
    mutationFn: () => logout(),
    onSuccess: (_answer, reason) => options.onSuccess?.(reason),
    onError: (error, reason) => options.onError?.(error, reason),
  });
}
