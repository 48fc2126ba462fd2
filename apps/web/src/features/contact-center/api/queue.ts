import type { WorkQueue } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * GET /api/admin/contact-center/queue[?account={accountNumber}]: the recently worked accounts, and
 * the id of ?account='s account (null when no account has that number, or none was asked).
 */
export function fetchQueue(accountNumber?: string): Promise<WorkQueue> {
  const query = accountNumber ? `?${new URLSearchParams({ account: accountNumber })}` : '';
  return apiJson<WorkQueue>('GET', `/api/admin/contact-center/queue${query}`);
}

export function useQueueQuery(accountNumber?: string) {
  return useQuery({
    queryKey: ['/api/admin/contact-center/queue', accountNumber ?? null],
    queryFn: () => fetchQueue(accountNumber),
    staleTime: 0,
    retry: false,
  });
}
