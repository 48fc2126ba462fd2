import type { CallDisposition } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface DispositionBody {
  callSid: string;
  disposition: CallDisposition;
  notes: string;
  /** payment_promise only: the promised amount (dollars) and date. */
  promiseAmount?: string;
  promiseDueDate?: string;
}

/** POST /api/debtors/{id}/save-disposition */
export const saveDisposition = (id: number, body: DispositionBody) =>
  apiJson<unknown>('POST', debtorPath(id, 'save-disposition'), body);

export const useSaveDispositionMutation = (id: number) =>
  useMutation({ mutationFn: (body: DispositionBody) => saveDisposition(id, body) });

/** What a payment_promise disposition adds (decision 0058). */
export type PromiseFields = Required<Pick<DispositionBody, 'promiseAmount' | 'promiseDueDate'>>;
