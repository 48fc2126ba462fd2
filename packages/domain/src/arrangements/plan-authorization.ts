import { formatCents } from '../format/money';
import type { PlanFrequency, ScheduledAmount } from './plan-schedule';

const FREQUENCY_WORDS: Record<PlanFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'every month',
};

export interface PlanAuthorizationTerms {
  agencyName: string;
  agencyPhone: string;
  consumerName: string;
  accountNumber: string;
  /** "Visa ending 2224", "Checking ending 7890". */
  methodLabel: string;
  frequency: PlanFrequency;
  schedule: readonly ScheduledAmount[];
  settlement: boolean;
}

/**
 * The preauthorized-transfer authorization (Regulation E, 12 CFR 1005.10(b)): who may debit which
 * account, how much, when, and how to stop it. The portal shows these words and the agent reads
 * them aloud; the server makes them again from the plan it saves and keeps that text with the plan.
 */
export function planAuthorizationWords(terms: PlanAuthorizationTerms): string {
  const count = terms.schedule.length;
  const first = terms.schedule[0];
  const last = terms.schedule[count - 1];
  if (!first || !last) throw new RangeError('An authorization needs a schedule');
  const total = formatCents(terms.schedule.reduce((sum, item) => sum + item.amountCents, 0));
  const amounts =
    count === 1
      ? `one payment of ${formatCents(first.amountCents)} on ${first.dueDate}`
      : `${count} payments ${FREQUENCY_WORDS[terms.frequency]} from ${first.dueDate} to ${last.dueDate}: ` +
        (first.amountCents === last.amountCents
          ? `${formatCents(first.amountCents)} each`
          : `${formatCents(first.amountCents)} each and ${formatCents(last.amountCents)} for the last`);
  return [
    `I, ${terms.consumerName}, authorize ${terms.agencyName} to charge my ${terms.methodLabel} for ${amounts}, ` +
      `${total} in all, on account ${terms.accountNumber}.`,
    terms.settlement
      ? 'When these payments are made, the rest of the balance is forgiven and the account is settled in full.'
      : 'These payments go toward the balance of the account.',
    `I may cancel this authorization by calling ${terms.agencyPhone} or in the online portal. ` +
      'A payment less than 3 business days away may still be charged.',
    'No fee is added to these payments.',
  ].join(' ');
}
