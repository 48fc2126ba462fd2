import type { DialerNextBody, DialerTurn } from '@arrears/domain';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/dialer/next (decision 0129): the next account of the agent's queue the rules allow on the
 * phone now, held for them; with no preview the call is placed already (callSid set).
 */
export const dialerNext = (body: DialerNextBody) => apiJson<DialerTurn>('POST', '/api/dialer/next', body);

/** POST /api/dialer/dial: calls the held account after the preview. */
export const dialerDial = (accountId: number) =>
  apiJson<DialerTurn>('POST', '/api/dialer/dial', { accountId });

/** POST /api/dialer/stop: ends the session; the held account goes back to the queue. */
export const dialerStop = () => apiJson<{ success: true }>('POST', '/api/dialer/stop');
