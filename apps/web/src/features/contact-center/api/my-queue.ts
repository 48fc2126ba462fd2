import type { MyQueue, MyQueueQuery, UnreadReplies } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const MY_QUEUE_KEY = ['/api/admin/contact-center/my-queue'] as const;
export const REPLIES_KEY = ['/api/admin/contact-center/replies'] as const;

/** The query string of My queue's filters and page, without the empty ones. */
export function myQueuePath(query: MyQueueQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${MY_QUEUE_KEY[0]}?${search}` : MY_QUEUE_KEY[0];
}

export const fetchMyQueue = (query: MyQueueQuery = {}) => apiJson<MyQueue>('GET', myQueuePath(query));

/**
 * GET /api/admin/contact-center/my-queue: one page of the accounts to work next and those waiting on a
 * rule, filtered by reason, state and balance (decision 0110).
 */
export function useMyQueueQuery(query: MyQueueQuery = {}) {
  return useQuery({
    queryKey: [...MY_QUEUE_KEY, query],
    queryFn: () => fetchMyQueue(query),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/contact-center/replies: inbound texts no agent has read yet. */
export function useRepliesQuery() {
  return useQuery({
    queryKey: REPLIES_KEY,
    queryFn: () => apiJson<UnreadReplies>('GET', REPLIES_KEY[0]),
    staleTime: 0,
    retry: false,
  });
}
