import type { ContactChannel } from '../compliance-types';

/**
 * State limits on how often the agency may call (and, where the law says so, text) about one debt,
 * on top of Regulation F's 7 calls in 7 days (decision 0105). Each entry names its legal source so
 * counsel can review it; a state is added here, not in code.
 */
export interface StateCallLimit {
  state: string;
  /** At most `contacts` counted contacts on the consumer's local days today and the `days - 1` before. */
  contacts: number;
  days: number;
  /** The channels that count toward the limit and that it blocks. */
  channels: readonly ContactChannel[];
  /** Which numbers it is about, in the law's words. */
  appliesTo: string;
  source: string;
  /** What we model and what we leave out, for the reviewer. */
  note: string;
}

export const STATE_CALL_LIMITS: readonly StateCallLimit[] = [
  {
    state: 'MA',
    contacts: 2,
    days: 7,
    channels: ['call', 'sms'],
    appliesTo: "the consumer's residence, cell phone or other personal number",
    source:
      '209 CMR 18.16(1)(d) (debt collectors licensed by the Division of Banks); 940 CMR 7.04(1)(f) (creditors, Attorney General)',
    note:
      'Calls and text messages count together, answered or not (Armata v. Target Corp., 480 Mass. 14 (2018)); busy and failed calls, ' +
      'which never reached the consumer, do not. Every call of the debt counts toward the residence limit, also calls to a work ' +
      'number (stricter than the law, which allows 2 calls in 30 days to a work number on top). A contact the consumer asked for ' +
      'does not count under the regulations; the product does not tell those apart, so it counts them.',
  },
  {
    state: 'WA',
    contacts: 3,
    days: 7,
    channels: ['call', 'sms'],
    appliesTo: 'the debtor or the debtor’s spouse',
    source: 'RCW 19.16.250 (Collection Agency Act, prohibited practices)',
    note:
      'The law says more than three communications in a single week; we count any 7 consecutive local days, which is never ' +
      'less strict than a calendar week. Texts count as communications. Read from the Department of Financial Institutions’ ' +
      'summary of the Act; the subsection is to be confirmed against the official text (decision 0108).',
  },
];
