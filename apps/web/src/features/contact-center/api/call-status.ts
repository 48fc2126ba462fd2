import { apiJson } from '@/lib/api-client';
import type { CallAnswer } from './initiate-call';

/** GET /api/call-status/{callSid}: read every second while the call lasts (see use-call.ts). */
export const fetchCallStatus = (callSid: string) =>
  apiJson<CallAnswer>('GET', `/api/call-status/${encodeURIComponent(callSid)}`);
