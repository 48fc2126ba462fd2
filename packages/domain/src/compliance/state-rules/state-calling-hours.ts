/**
 * Calling hours narrower than Regulation F's 8:00 AM to 9:00 PM local time (§1006.6(b)(1)(i)),
 * by state (decision 0105). None found that we can cite: the statutes and regulations read agree
 * with the federal window (Massachusetts 209 CMR 18.16(1)(a) repeats it; 940 CMR 7.05(3)(e) says
 * 8:00 AM to 9:00 PM for the household's other members), and Washington's RCW 19.16.250 is wider in
 * the morning. The table stays so that a state found later is one entry; evaluateContact applies
 * the narrowest window of the consumer's states, and its tests use an entry of their own.
 */
export interface StateCallingHours {
  state: string;
  /** Minutes after local midnight: the first minute allowed. */
  opensMinutes: number;
  /** Minutes after local midnight: the first minute no longer allowed. */
  closesMinutes: number;
  source: string;
}

export const STATE_CALLING_HOURS: readonly StateCallingHours[] = [];
