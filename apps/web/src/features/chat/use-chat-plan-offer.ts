import type { ChatPlanOffer } from '@arrears/domain';
import { useCallback, useEffect, useRef } from 'react';
import { fetchChatPlanOffer } from './api/chat-plan-offer';

/**
 * The verified account's plan and settlement offer (decision 0063), read when the chat's account is
 * known, so a settlement or plan request is answered at once. Until it arrives, or if it cannot be
 * read, the answer points to the Payment plan page without figures.
 */
export function useChatPlanOffer(
  accountId: number | null,
): (accountId: number | undefined) => ChatPlanOffer | null {
  const cached = useRef<{ accountId: number; offer: ChatPlanOffer } | null>(null);
  useEffect(() => {
    cached.current = null;
    if (accountId === null) return;
    let current = true;
    fetchChatPlanOffer(accountId)
      .then((offer) => {
        if (current) cached.current = { accountId, offer };
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [accountId]);
  return useCallback(
    (id: number | undefined) =>
      cached.current && cached.current.accountId === id ? cached.current.offer : null,
    [],
  );
}
