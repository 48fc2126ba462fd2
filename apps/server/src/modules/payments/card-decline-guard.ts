import { PAYMENT_MESSAGES } from '@arrears/domain';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { clientNetwork } from '../../security/client-network';
import { recordSecurityEvent } from '../../security/security-events';
import { type CardAttemptKeys, type CardDeclineLimit, cardDeclineThrottle } from './card-decline-limits';

/** What the guard reads of a charge request (ChargeRequest of card-payments.service.ts has it). */
export interface ChargeAttempt {
  caller: Pick<UserRow, 'id' | 'role' | 'username'> | null;
  chat?: { id: string } | null;
  origin: RequestOrigin;
}

const WHAT_WAS_COUNTED: Record<CardDeclineLimit, string> = {
  chatSession: 'in this chat session',
  account: 'on this account in 24 hours',
  network: 'from this network in an hour',
};

/**
 * The keys a charge of the portal or the chat counts under; null for a payment taken by staff,
 * which the limits leave alone: the 429 tells the debtor to call us, and the agent who answers must
 * be able to take the payment (decision 0031).
 */
export function cardAttemptKeys(req: ChargeAttempt, debtAccountId: number): CardAttemptKeys | null {
  if (req.caller && req.caller.role !== 'debtor') return null;
  return { debtAccountId, network: clientNetwork(req.origin.ip), chatSessionId: req.chat?.id ?? null };
}

/**
 * A limit is used up: the charge is refused with 429 and a HIGH security event, before the processor
 * is asked. It refuses approvable cards too: the point is that the processor answers no more
 * questions about cards from this caller.
 */
export async function refuseCardAttempt(
  deps: AppDeps,
  req: ChargeAttempt,
  keys: CardAttemptKeys,
  limitedBy: CardDeclineLimit,
): Promise<never> {
  const { limit: max } = cardDeclineThrottle(limitedBy);
  await recordSecurityEvent(deps.db, {
    type: 'card_payment_throttled',
    success: false,
    description: `Card payment refused before the processor: ${max} declined payments ${WHAT_WAS_COUNTED[limitedBy]} (possible card testing)`,
    origin: req.origin,
    user: req.caller,
    details: {
      limit: limitedBy,
      max,
      debtAccountId: keys.debtAccountId,
      network: keys.network,
      chatSession: keys.chatSessionId !== null,
    },
    riskLevel: 'HIGH',
  });
  throw new HttpError(429, PAYMENT_MESSAGES.tooManyDeclines(deps.config.brand.phone));
}
