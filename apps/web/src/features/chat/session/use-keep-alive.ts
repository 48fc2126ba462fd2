import { useCallback, useRef } from 'react';
import { extendChatSession } from '../api/extend-session';

/** How often activity in the widget may tell the server the visitor is still there. */
const KEEP_ALIVE_EVERY_MS = 60_000;

/**
 * The server ends a chat session after 5 minutes without a request, while the widget's timer counts
 * clicks and keys. So that someone typing a long dispute is not logged out by the server alone,
 * activity extends the server session at most once a minute.
 */
export function useKeepAlive() {
  const last = useRef(Date.now());
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < KEEP_ALIVE_EVERY_MS) return;
    last.current = now;
    extendChatSession().catch(() => {});
  }, []);
}
