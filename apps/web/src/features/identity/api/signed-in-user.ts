import type { User } from '@arrears/domain';
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth';

/**
 * After a sign-in that is not the login form (quick access, debtor registration): the app knows the
 * new user at once, and nothing a previous user loaded stays in the cache.
 */
export function storeSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, user);
}
