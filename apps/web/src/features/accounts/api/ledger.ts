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

/** POST /api/admin/accounts/{id}/ledger: an adjustment, interest, a fee or a write-off, with its reason. */
export function usePostEntryMutation(id: string) {
  const refresh = useRefreshAccounts();
  return useMutation<LedgerEntry, Error, ManualPostingBody>({
    mutationFn: (body) =>
      apiJson<LedgerEntry>('POST', `/api/admin/accounts/${encodeURIComponent(id)}/ledger`, body),
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
