import { PAYMENT_MESSAGES } from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { clientNetwork } from '../../security/client-network';
import { recordSecurityEvent } from '../security-events/security-events.service';
import { CARD_DECLINE_LIMITS, type CardAttemptKeys, type CardDeclineLimit } from './card-decline-limits';
import type { ChargeRequest } from './card-payments.service';

const WHAT_WAS_COUNTED: Record<CardDeclineLimit, string> = {
  chatSession: 'in this chat session',
  account: 'on this account in 24 hours',
  network: 'from this network in an hour',
  staffUser: 'by this staff user in an hour',
};

/** The keys a charge counts under: staff by their user, the portal and the chat by network (and chat session). */
export function cardAttemptKeys(req: ChargeRequest, debtAccountId: number): CardAttemptKeys {
  const staffUserId = req.caller && req.caller.role !== 'debtor' ? req.caller.id : null;
  return {
    debtAccountId,
    network: staffUserId === null ? clientNetwork(req.origin.ip) : null,
    chatSessionId: req.chat?.id ?? null,
    staffUserId,
  };
}

/**
 * A limit is used up: the charge is refused with 429 and a HIGH security event, before the processor
 * is asked. It refuses approvable cards too: the point is that the processor answers no more
 * questions about cards from this caller.
 */
export async function refuseCardAttempt(
  deps: AppDeps,
  req: ChargeRequest,
  keys: CardAttemptKeys,
  limitedBy: CardDeclineLimit,
): Promise<never> {
  const { max } = CARD_DECLINE_LIMITS[limitedBy];
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
      staffUserId: keys.staffUserId,
      chatSession: keys.chatSessionId !== null,
    },
    riskLevel: 'HIGH',
  });
  throw new HttpError(429, PAYMENT_MESSAGES.tooManyDeclines(deps.config.brand.phone));
}
