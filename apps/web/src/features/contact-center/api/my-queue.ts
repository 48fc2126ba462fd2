import type { MyQueue, UnreadReplies } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const MY_QUEUE_KEY = ['/api/admin/contact-center/my-queue'] as const;
export const REPLIES_KEY = ['/api/admin/contact-center/replies'] as const;

/** GET /api/admin/contact-center/my-queue: the accounts to work next, and those waiting on a rule. */
export function useMyQueueQuery() {
  return useQuery({
    queryKey: MY_QUEUE_KEY,
    queryFn: () => apiJson<MyQueue>('GET', MY_QUEUE_KEY[0]),
    staleTime: 0,
    retry: false,
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
