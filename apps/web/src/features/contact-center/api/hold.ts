import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';
import type { CallAnswer } from './initiate-call';

/** POST /api/debtors/{id}/hold: the debtor hears the hold message and music while held; false reconnects. */
export const holdCall = (id: number, callSid: string, hold: boolean) =>
  apiJson<CallAnswer>('POST', debtorPath(id, 'hold'), { callSid, hold });
