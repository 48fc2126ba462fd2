import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorKey, debtorPath } from './debtor-keys';

export interface ValidationNoticeBody {
  sentOn: string;
  method: 'mail' | 'email';
}

/** POST /api/debtors/{id}/compliance/validation-notice: when the validation notice was sent. */
export const recordValidationNotice = (id: number, body: ValidationNoticeBody) =>
  apiJson<unknown>('POST', debtorPath(id, 'compliance/validation-notice'), body);

export function useValidationNoticeMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ValidationNoticeBody) => recordValidationNotice(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtorKey(id) }),
  });
}
