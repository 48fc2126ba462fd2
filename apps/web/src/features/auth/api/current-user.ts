import type { CurrentUserResponse, User } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/** The cache key of the signed-in user (docs/product/sign-in.md). */
export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user: the signed-in user, or null when the answer is 401. */
export async function fetchCurrentUser(): Promise<User | null> {
  const answer = await getJson<CurrentUserResponse>('/api/user', { on401: 'returnNull' });
  return answer?.user ?? null;
}

export function useCurrentUserQuery() {
  return useQuery<User | null>({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });
}
