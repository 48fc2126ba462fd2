import { areaCodeOf, stateOfAreaCode, zoneOfAreaCode } from './area-code-states';
import { CONTINENTAL_TIME_ZONES, STATE_TIME_ZONES } from './state-time-zones';
import { statesOfZip, zoneOfZip } from './zip3-states';

export interface ConsumerLocation {
  state: string | null;
  zip: string | null;
  phone: string | null;
}

/**
 * The IANA zones the consumer may be in (§1006.6(b)(1)(i) comment 1: with conflicting or
 * ambiguous information, a time must be convenient in every location the consumer may be).
 * Each source — the state, the ZIP code, the phone's area code — gives its zones (one zone when
 * it clearly sits in one part of a split state; a ZIP in the account's state narrows that state);
 * the answer is their union. Nothing known at
 * all → every zone of the 50 states.
 */
export function candidateTimeZones(location: ConsumerLocation): string[] {
  const zones = new Set<string>();
  const addState = (state: string | null | undefined) => {
    for (const zone of STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? []) zones.add(zone);
  };

  const state = (location.state ?? '').trim().toUpperCase();
  const zipStates = statesOfZip(location.zip);
  const zipZone = zipStates.length === 1 ? zoneOfZip(location.zip) : null;
  // A ZIP in the account's own state narrows a split state to the ZIP's zone; a ZIP elsewhere
  // is a conflict, and both places count.
  if (!(zipZone && zipStates[0] === state)) addState(state);
  if (zipZone) zones.add(zipZone);
  else for (const zipState of zipStates) addState(zipState);

  if (areaCodeOf(location.phone)) {
    const phoneZone = zoneOfAreaCode(location.phone);
    if (phoneZone) zones.add(phoneZone);
    else addState(stateOfAreaCode(location.phone));
  }

  return zones.size > 0 ? [...zones] : [...CONTINENTAL_TIME_ZONES];
}
