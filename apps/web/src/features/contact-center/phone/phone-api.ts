import type { TelephonyAgent, TelephonyToken } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type { TelephonyAgent };

export const TELEPHONY_AGENT_KEY = ['/api/telephony/agent'] as const;

/** GET /api/telephony/agent: the signed-in agent's line and whether the workspace's browser phone takes it. */
export function useTelephonyAgentQuery(enabled: boolean) {
  return useQuery({
    queryKey: TELEPHONY_AGENT_KEY,
    queryFn: async () => (await apiJson<TelephonyAgent | undefined>('GET', '/api/telephony/agent')) ?? null,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /api/telephony/token: a one-hour access token for the browser phone (identity agent-{userId}). */
export const fetchVoiceToken = () => apiJson<TelephonyToken>('GET', '/api/telephony/token');

/** A call the IVR is handing to this agent right now (GET /api/telephony/offers). */
export interface CallOffer {
  callSid: string;
  accountId: number | null;
  accountNumber: string | null;
  debtorName: string | null;
  identityVerified: boolean;
  from: string;
  offeredAt: string;
}

export const fetchOffers = async (): Promise<CallOffer[]> =>
  (await apiJson<{ offers?: CallOffer[] } | undefined>('GET', '/api/telephony/offers'))?.offers ?? [];

/** POST /api/telephony/offers/{callSid}/accept: this agent takes the call (409 when another agent did). */
export const acceptOffer = (callSid: string) =>
  apiJson<unknown>('POST', `/api/telephony/offers/${encodeURIComponent(callSid)}/accept`);
