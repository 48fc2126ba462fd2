/**
 * IANA time zones per US state, DC and territory (USPS codes). States that span zones list every
 * zone used in them, so a state alone gives all the places the consumer may be.
 * Zones with the same rules today share one name (Indiana and Michigan: America/New_York, Idaho:
 * America/Denver) so agents see each local time once.
 * Arizona observes no DST (America/Phoenix); the Navajo Nation's DST is left aside (out of scope).
 */
export const STATE_TIME_ZONES: Record<string, readonly string[]> = {
  AL: ['America/Chicago'],
  AK: ['America/Anchorage', 'America/Adak'], // Aleutians west of 169.5°W: Hawaii-Aleutian time
  AZ: ['America/Phoenix'],
  AR: ['America/Chicago'],
  CA: ['America/Los_Angeles'],
  CO: ['America/Denver'],
  CT: ['America/New_York'],
  DE: ['America/New_York'],
  DC: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'], // western panhandle: Central
  GA: ['America/New_York'],
  HI: ['Pacific/Honolulu'],
  ID: ['America/Denver', 'America/Los_Angeles'], // the panhandle: Pacific
  IL: ['America/Chicago'],
  IN: ['America/New_York', 'America/Chicago'], // NW and SW corners: Central
  IA: ['America/Chicago'],
  KS: ['America/Chicago', 'America/Denver'], // four western counties: Mountain
  KY: ['America/New_York', 'America/Chicago'],
  LA: ['America/Chicago'],
  ME: ['America/New_York'],
  MD: ['America/New_York'],
  MA: ['America/New_York'],
  MI: ['America/New_York', 'America/Chicago'], // four UP counties: Central
  MN: ['America/Chicago'],
  MS: ['America/Chicago'],
  MO: ['America/Chicago'],
  MT: ['America/Denver'],
  NE: ['America/Chicago', 'America/Denver'], // the panhandle: Mountain
  NV: ['America/Los_Angeles', 'America/Denver'], // West Wendover: Mountain
  NH: ['America/New_York'],
  NJ: ['America/New_York'],
  NM: ['America/Denver'],
  NY: ['America/New_York'],
  NC: ['America/New_York'],
  ND: ['America/Chicago', 'America/Denver'], // south-west: Mountain
  OH: ['America/New_York'],
  OK: ['America/Chicago'],
  OR: ['America/Los_Angeles', 'America/Denver'], // most of Malheur County: Mountain
  PA: ['America/New_York'],
  RI: ['America/New_York'],
  SC: ['America/New_York'],
  SD: ['America/Chicago', 'America/Denver'], // west river: Mountain
  TN: ['America/New_York', 'America/Chicago'],
  TX: ['America/Chicago', 'America/Denver'], // El Paso and Hudspeth, Culberson: Mountain
  UT: ['America/Denver'],
  VT: ['America/New_York'],
  VA: ['America/New_York'],
  WA: ['America/Los_Angeles'],
  WV: ['America/New_York'],
  WI: ['America/Chicago'],
  WY: ['America/Denver'],
  PR: ['America/Puerto_Rico'],
  VI: ['America/St_Thomas'],
  GU: ['Pacific/Guam'],
  MP: ['Pacific/Saipan'],
  AS: ['Pacific/Pago_Pago'],
};

/** Nothing known about the location: every zone of the 50 states (the conservative reading). */
export const CONTINENTAL_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];
