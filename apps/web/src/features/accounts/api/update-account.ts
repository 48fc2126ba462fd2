import type { AccountEditPayload } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { accountQueryKey } from './account';
import type { AccountRecord } from './account-types';
import { ACCOUNTS_QUERY_KEY } from './accounts-page';

export interface UpdateAccountVariables {
  id: string;
  changes: AccountEditPayload;
}

/** PUT /api/admin/accounts/{id} with the 18 edit fields; answers the updated account. */
export async function updateAccount({ id, changes }: UpdateAccountVariables): Promise<AccountRecord> {
  return apiJson<AccountRecord>('PUT', `/api/admin/accounts/${encodeURIComponent(id)}`, changes);
}

/** On success the account and the account list are refreshed ("Account save", docs/product/accounts-import.md). */
export function useUpdateAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation<AccountRecord, Error, UpdateAccountVariables>({
    mutationFn: updateAccount,
    onSuccess: (account, { id }) => {
      queryClient.setQueryData(accountQueryKey(id), account);
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
    },
  });
}
