import type { CreateLetterBody, EDeliveryState, LetterCreated, WorkspaceLetters } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorKey, debtorPath } from './debtor-keys';

const lettersKey = (id: number) => [...debtorKey(id), 'letters'] as const;

/** GET /api/debtors/{id}/letters: the account's letters, e-mail delivery and time-barred flag. */
export function useWorkspaceLettersQuery(id: number) {
  return useQuery({
    queryKey: lettersKey(id),
    queryFn: () => apiJson<WorkspaceLetters>('GET', debtorPath(id, 'letters')),
  });
}

/** Every change here can move the workspace's compliance snapshot too: the debtor is reloaded. */
function useDebtorMutation<T, V>(id: number, fn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtorKey(id) }),
  });
}

/** POST /api/debtors/{id}/e-delivery { note }: the consumer agreed, on the phone, to letters by e-mail. */
export const useRecordConsentMutation = (id: number) =>
  useDebtorMutation(id, (note: string) =>
    apiJson<EDeliveryState>('POST', debtorPath(id, 'e-delivery'), { note }),
  );

/** DELETE /api/debtors/{id}/e-delivery: the consumer wants their letters by post again. */
export const useWithdrawConsentMutation = (id: number) =>
  useDebtorMutation(id, () => apiJson<EDeliveryState>('DELETE', debtorPath(id, 'e-delivery')));

/** POST /api/debtors/{id}/letters: the English validation notice, printed or e-mailed. */
export const useDraftNoticeMutation = (id: number) =>
  useDebtorMutation(id, (delivery: CreateLetterBody['delivery']) =>
    apiJson<LetterCreated>('POST', debtorPath(id, 'letters'), {
      template: 'validation_notice',
      language: 'en',
      delivery,
    }),
  );

/** PUT /api/admin/accounts/{id}/time-barred { timeBarred } (admin, staff). */
export const useTimeBarredMutation = (id: number) =>
  useDebtorMutation(id, (timeBarred: boolean) =>
    apiJson<{ id: number; timeBarred: boolean }>('PUT', `/api/admin/accounts/${id}/time-barred`, {
      timeBarred,
    }),
  );

/** POST /api/debtors/{id}/letters: any letter the API makes, in either language, printed or e-mailed. */
export const useMakeLetterMutation = (id: number) =>
  useDebtorMutation(id, (body: CreateLetterBody) =>
    apiJson<LetterCreated>('POST', debtorPath(id, 'letters'), body),
  );
