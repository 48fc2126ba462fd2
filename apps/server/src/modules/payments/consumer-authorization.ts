import {
  CONSUMER_AUTHORIZATION_REQUIRED,
  type ConsumerAuthorization,
  consumerAuthorizationWords,
  formatCents,
  type ProcessPaymentInput,
} from '@arrears/domain';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { PayingAccount } from './card-payment-result';
import type { Caller } from './payment-caller';

/**
 * A card taken by staff over the phone needs the consumer's yes to the words the agent read. The words are
 * rebuilt here from our own data (agency, amount, card, account), never taken from the client.
 * Refused before anything is reserved, so a missing yes charges nothing.
 */
export function consumerAuthorizationFor(
  deps: AppDeps,
  caller: Caller,
  input: ProcessPaymentInput,
  account: PayingAccount,
): ConsumerAuthorization {
  if (input.consumerAuthorized !== true) throw new HttpError(400, CONSUMER_AUTHORIZATION_REQUIRED);
  return {
    agentUserId: caller.id,
    agentName: caller.username,
    authorizedAt: new Date(deps.clock()).toISOString(),
    words: consumerAuthorizationWords({
      companyName: deps.config.brand.companyName,
      amount: formatCents(input.amount),
      cardNumber: input.cardNumber,
      accountNumber: account.accountNumber,
    }),
  };
}
