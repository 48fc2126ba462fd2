import type { AdminDispute, AdminDisputeUpdateInput } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { ADMIN_DISPUTES_QUERY_KEY } from './admin-disputes';

/** PATCH /api/admin/disputes/{id} with status and resolutionNotes (docs/product/disputes.md). */
export function updateDispute(id: number, body: AdminDisputeUpdateInput): Promise<AdminDispute> {
  return apiJson<AdminDispute>('PATCH', `/api/admin/disputes/${id}`, body);
}

/** After a successful update the list reloads (docs/product/disputes.md). */
export function useUpdateDisputeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminDisputeUpdateInput }) => updateDispute(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_DISPUTES_QUERY_KEY }),
  });
}
