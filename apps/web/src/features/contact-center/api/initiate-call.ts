import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export interface CallAnswer {
  callSid: string;
  /** The debtor leg's status. */
  status: string;
  /** Who answered the debtor leg (answering-machine detection); null on the simulator or before the answer. */
  answeredBy?: 'human' | 'machine' | null;
  /** The agent's own leg of a bridged call (their line rings first); null on the simulator. */
  agentLeg?: 'ringing' | 'in-progress' | 'completed' | null;
}

/** POST /api/debtors/{id}/initiate-call → the call's callSid and first status. */
export const initiateCall = (id: number, phoneNumber: string) =>
  apiJson<CallAnswer>('POST', debtorPath(id, 'initiate-call'), { phoneNumber });

export const useInitiateCallMutation = (id: number) =>
  useMutation({ mutationFn: (phoneNumber: string) => initiateCall(id, phoneNumber) });
