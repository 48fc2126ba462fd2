import type { Assignee, AssignmentResult } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorKey } from './debtor-keys';
import { MY_QUEUE_KEY } from './my-queue';

/** GET /api/admin/assignees: the active agency users an account may be assigned to. */
export function useAssigneesQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['/api/admin/assignees'],
    queryFn: async () => (await apiJson<{ assignees: Assignee[] }>('GET', '/api/admin/assignees')).assignees,
    staleTime: 60_000,
  });
}

/** PUT /api/admin/accounts/{id}/assignment: to an agency user, or null for the unassigned pool. */
export function useAssignAccount(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number | null) =>
      apiJson<AssignmentResult>('PUT', `/api/admin/accounts/${accountId}/assignment`, { userId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: debtorKey(accountId) });
      void client.invalidateQueries({ queryKey: MY_QUEUE_KEY });
    },
  });
}
