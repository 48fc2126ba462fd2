import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { MY_QUEUE_KEY } from './my-queue';

/**
 * POST /api/admin/contact-center/callback-requests/{id}/done: the caller no account matched was
 * called back. Done or not (another agent may have marked it first), My queue is read again.
 */
export function useMarkCallbackDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ success: true }>('POST', `/api/admin/contact-center/callback-requests/${id}/done`),
    onSettled: () => client.invalidateQueries({ queryKey: MY_QUEUE_KEY }),
  });
}
