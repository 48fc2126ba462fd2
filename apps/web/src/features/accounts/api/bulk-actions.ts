import type { Assignee, AssignmentResult, BulkLetterBody, BulkLetterResult } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { ACCOUNTS_QUERY_KEY } from './accounts-page';

/** GET /api/admin/assignees: the active agency users accounts may be assigned to (the Assignee column and Assign). */
export function useAccountAssignees() {
  return useQuery({
    queryKey: ['/api/admin/assignees'],
    queryFn: async () => (await apiJson<{ assignees: Assignee[] }>('GET', '/api/admin/assignees')).assignees,
    staleTime: 60_000,
  });
}

/** POST /api/admin/accounts/assignment: the selected accounts to one agency user, or back to the pool. */
export function useBulkAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountIds: number[]; userId: number | null }) =>
      apiJson<AssignmentResult>('POST', '/api/admin/accounts/assignment', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
  });
}

/** POST /api/admin/letters/bulk: one letter type queued for print for each selected account the rules allow. */
export function useBulkLetters() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkLetterBody) =>
      apiJson<BulkLetterResult>('POST', '/api/admin/letters/bulk', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
  });
}
