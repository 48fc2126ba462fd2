import type { LedgerEntry, ManualPostingBody, ReversalBody } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '@/lib/api-client';
import { ACCOUNTS_QUERY_KEY } from './accounts-page';

export const ledgerQueryKey = (id: string) => ['/api/admin/accounts', 'ledger', id] as const;

/** GET /api/admin/accounts/{id}/ledger: the entries oldest first, each with the balance after it. */
export function useLedgerQuery(id: string) {
  return useQuery({
    queryKey: ledgerQueryKey(id),
    queryFn: async () =>
      (await getJson<LedgerEntry[]>(`/api/admin/accounts/${encodeURIComponent(id)}/ledger`)) ?? [],
    staleTime: 0,
  });
}

/** A posting moves the balance: the account, its ledger and the accounts list are read again. */
function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
}

/**
 * POST /api/admin/accounts/{id}/ledger: an adjustment, interest, a fee or a write-off, with its reason,
 * and the submission's Idempotency-Key (the same key for a re-send of the same posting: it posts once).
 */
export function usePostEntryMutation(id: string) {
  const refresh = useRefreshAccounts();
  return useMutation<LedgerEntry, Error, { body: ManualPostingBody; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) =>
      apiJson<LedgerEntry>('POST', `/api/admin/accounts/${encodeURIComponent(id)}/ledger`, body, {
        'Idempotency-Key': idempotencyKey,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/ledger/entries/{entryId}/reverse. */
export function useReverseEntryMutation() {
  const refresh = useRefreshAccounts();
  return useMutation<LedgerEntry, Error, { entryId: number } & ReversalBody>({
    mutationFn: ({ entryId, ...body }) =>
      apiJson<LedgerEntry>('POST', `/api/admin/ledger/entries/${entryId}/reverse`, body),
    onSuccess: refresh,
  });
}
