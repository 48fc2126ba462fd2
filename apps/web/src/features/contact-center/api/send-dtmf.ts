import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

/** POST /api/debtors/{id}/send-dtmf: one dial-pad key to the live call. */
export const sendDtmf = (id: number, callSid: string, digits: string) =>
  apiJson<unknown>('POST', debtorPath(id, 'send-dtmf'), { callSid, digits });

export const useSendDtmfMutation = (id: number) =>
  useMutation({ mutationFn: (v: { callSid: string; digits: string }) => sendDtmf(id, v.callSid, v.digits) });
