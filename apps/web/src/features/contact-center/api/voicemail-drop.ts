import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';
import type { CallAnswer } from './initiate-call';

/**
 * POST /api/debtors/{id}/voicemail-drop: plays the limited-content message to the debtor's answering
 * machine and ends the debtor leg (409 unless a machine answered).
 */
export const dropVoicemail = (id: number, callSid: string) =>
  apiJson<CallAnswer>('POST', debtorPath(id, 'voicemail-drop'), { callSid });
