import { statesOfZip } from '../zip3-states';
import { STATE_CALL_LIMITS, type StateCallLimit } from './state-call-limits';
import { STATE_CALLING_HOURS, type StateCallingHours } from './state-calling-hours';
import { STATE_FEE_CAPS, type StateFeeCap } from './state-fee-caps';
import { STATE_LICENSING, type StateLicensing } from './state-licensing';
import { STATE_LIMITATIONS, type StateLimitation } from './state-limitations';

/**
 * State law as data (decision 0105): one table per kind of rule, each entry with its legal source.
 * evaluateContact takes the tables as a parameter (these by default) so tests and scenarios can
 * try an entry of their own; the admin's State rules page lists them as they are.
 */
export interface StateRules {
  callLimits: readonly StateCallLimit[];
  callingHours: readonly StateCallingHours[];
  licensing: readonly StateLicensing[];
  limitations: readonly StateLimitation[];
  feeCaps: readonly StateFeeCap[];
}

export const STATE_RULES: StateRules = {
  callLimits: STATE_CALL_LIMITS,
  callingHours: STATE_CALLING_HOURS,
  licensing: STATE_LICENSING,
  limitations: STATE_LIMITATIONS,
  feeCaps: STATE_FEE_CAPS,
};

/**
 * The states whose law protects the consumer: the account's state and the ZIP code's, when they
 * differ both (records disagree; the stricter reading wins, as with time zones). The phone's area
 * code is left out: a number travels with its owner, a residence does not.
 */
export function consumerStates(location: { state: string | null; zip: string | null }): string[] {
  const states = new Set<string>();
  const state = (location.state ?? '').trim().toUpperCase();
  if (state) states.add(state);
  for (const zipState of statesOfZip(location.zip)) states.add(zipState);
  return [...states];
}
