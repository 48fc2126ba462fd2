import { z } from 'zod';
import { type CardBrand, cardBrandOf } from './card';

/** What the agent reads to the consumer before a card charge taken over the phone; the server rebuilds it. */
export interface ChargeToAuthorize {
  companyName: string;
  /** Formatted money, "$25.00". */
  amount: string;
  cardNumber: string;
  accountNumber: string;
}

/** "Visa ending 2224" ("card ending 2224" when the brand is unknown). */
export function cardEnding(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  const brand: CardBrand = cardBrandOf(digits);
  return `${brand === 'Card' ? 'card' : brand} ending ${digits.slice(-4)}`;
}

/** The one authorization text: the same words on the agent's screen and in the payment's record. */
export function consumerAuthorizationWords(c: ChargeToAuthorize): string {
  return `Do you authorize ${c.companyName} to charge ${c.amount} to your ${cardEnding(c.cardNumber)} today, one time, for your account ${c.accountNumber}?`;
}

/** The consumer's recorded yes on a staff card payment. */
export const consumerAuthorizationSchema = z.object({
  /** The agent who read the words. */
  agentUserId: z.number(),
  agentName: z.string(),
  /** Server time, ISO 8601. */
  authorizedAt: z.string(),
  words: z.string(),
});
export type ConsumerAuthorization = z.infer<typeof consumerAuthorizationSchema>;

export const CONSUMER_AUTHORIZATION_REQUIRED =
  "A staff card payment needs the consumer's authorization: read the words to the consumer and confirm they said yes.";

const AUTHORIZED_AT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** "Authorized by the consumer on Nov 25, 2026, 5:15 PM ET (read by jsmith)", shown on the payment. */
export function authorizationLine(authorizedAt: string, readBy: string): string {
  return `Authorized by the consumer on ${AUTHORIZED_AT.format(new Date(authorizedAt))} ET (read by ${readBy})`;
}
