/**
 * The limited-content message of Regulation F, 12 CFR 1006.2(j) (decision 0125): what an agent may
 * leave on a consumer's answering machine without it being a communication. It holds the consumer's
 * name, a request to call back, an individual's name and the agency's telephone number, and nothing
 * else: no word of a debt, a collection, a balance or an amount, no creditor and no agency name.
 */

export interface LimitedContentInput {
  /** The consumer the message is for, as the account names them. */
  consumerName: string;
  /** A natural person the consumer may ask for: the agent, or the agency's contact person. */
  individualName: string;
  /** The agency's telephone number, as printed (e.g. (800) 555-0100). */
  phone: string;
}

/** Words that would tell a listener the call is about a debt (checked on every message built). */
const FORBIDDEN =
  /\b(debts?|collect\w*|balances?|owe[ds]?|owing|creditors?|payments?|pay|account|past[- ]due|delinquen\w*|attorney|lawsuit|legal)\b|\$|\d+\.\d{2}/i;

/** Why a message cannot be built: the names themselves would say too much. */
export class LimitedContentError extends Error {}

/** The digits of a phone number read one by one, grouped as written: "8 0 0, 5 5 5, 0 1 0 0". */
function spokenPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');
  if (digits.length !== 10) return phone;
  const read = (part: string) => part.split('').join(' ');
  return `${read(digits.slice(0, 3))}, ${read(digits.slice(3, 6))}, ${read(digits.slice(6))}`;
}

/**
 * The message the debtor's machine hears. Refuses (LimitedContentError) when a name given to it
 * carries a word of the forbidden kind or the creditor's name, so no such message is ever played.
 */
export function limitedContentMessage(input: LimitedContentInput, creditorNames: readonly string[]): string {
  const consumer = input.consumerName.trim();
  const individual = input.individualName.trim();
  if (!consumer || !individual)
    throw new LimitedContentError('The message needs the consumer and a person to ask for');
  const message =
    `Hello, this message is for ${consumer}. ` +
    `Please call ${individual} back at ${spokenPhone(input.phone)}. ` +
    `Again, that is ${individual} at ${spokenPhone(input.phone)}. Thank you.`;
  if (FORBIDDEN.test(message))
    throw new LimitedContentError('The message would say more than a limited-content message may');
  const lower = message.toLowerCase();
  for (const name of creditorNames) {
    const creditor = name.trim().toLowerCase();
    if (creditor.length > 2 && lower.includes(creditor))
      throw new LimitedContentError('The message would name the creditor');
  }
  return message;
}

/** States where every party must consent to a recording (decision 0124), by postal code. */
export const ALL_PARTY_CONSENT_STATES = [
  'CA',
  'CT',
  'DE',
  'FL',
  'IL',
  'MD',
  'MA',
  'MI',
  'MT',
  'NV',
  'NH',
  'OR',
  'PA',
  'WA',
] as const;

export function needsRecordingAnnouncement(
  state: string | null,
  announce: 'consent-states' | 'always',
): boolean {
  if (announce === 'always') return true;
  // Without a known state the agency cannot tell: announce.
  if (!state) return true;
  return (ALL_PARTY_CONSENT_STATES as readonly string[]).includes(state.trim().toUpperCase());
}
