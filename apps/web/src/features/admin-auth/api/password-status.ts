import type { PasswordStatus } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export const PASSWORD_STATUS_QUERY_KEY = ['/api/admin/password-status'] as const;

/** GET /api/admin/password-status: how old the signed-in user's password is. */
export async function fetchPasswordStatus(): Promise<PasswordStatus> {
  return (await getJson<PasswordStatus>('/api/admin/password-status')) as PasswordStatus;
}

export function usePasswordStatusQuery() {
  return useQuery<PasswordStatus>({ queryKey: PASSWORD_STATUS_QUERY_KEY, queryFn: fetchPasswordStatus });
}
