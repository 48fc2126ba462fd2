import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

/** POST /api/debtors/{id}/hang-up */
export const hangUp = (id: number, callSid: string) =>
  apiJson<unknown>('POST', debtorPath(id, 'hang-up'), { callSid });

export const useHangUpMutation = (id: number) =>
  useMutation({ mutationFn: (callSid: string) => hangUp(id, callSid) });
