import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface CallAnswer {
  callSid: string;
  status: string;
}

/** POST /api/debtors/{id}/initiate-call → the call's callSid and first status. */
export const initiateCall = (id: number, phoneNumber: string) =>
  apiJson<CallAnswer>('POST', debtorPath(id, 'initiate-call'), { phoneNumber });

export const useInitiateCallMutation = (id: number) =>
  useMutation({ mutationFn: (phoneNumber: string) => initiateCall(id, phoneNumber) });
