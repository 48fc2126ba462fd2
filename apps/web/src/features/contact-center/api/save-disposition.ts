import type { CallDisposition } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface DispositionBody {
  callSid: string;
  disposition: CallDisposition;
  notes: string;
}

/** POST /api/debtors/{id}/save-disposition */
export const saveDisposition = (id: number, body: DispositionBody) =>
  apiJson<unknown>('POST', debtorPath(id, 'save-disposition'), body);

export const useSaveDispositionMutation = (id: number) =>
  useMutation({ mutationFn: (body: DispositionBody) => saveDisposition(id, body) });
