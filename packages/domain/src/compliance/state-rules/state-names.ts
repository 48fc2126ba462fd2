/** USPS codes of the 50 states, DC and the territories the time zones know, with their names. */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  AS: 'American Samoa',
};

/** The 50 states and DC: the jurisdictions the state-rule tables are reviewed against (decision 0105). */
export const US_STATE_CODES: readonly string[] = Object.keys(STATE_NAMES).filter(
  (code) => !['PR', 'VI', 'GU', 'MP', 'AS'].includes(code),
);

/** "MA (Massachusetts)": the code the account and the settings hold, and the name people read. */
export function stateLabel(code: string): string {
  const name = STATE_NAMES[code];
  return name ? `${code} (${name})` : code;
}

/** A state code as stored anywhere ('ma ', 'MA') → 'MA'; null when empty. */
export function normalizeStateCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return code === '' ? null : code;
}
