/**
 * ZIP3 (first three digits of a ZIP code) → state, from the USPS sectional center ranges.
 * Military (AA/AE/AP) prefixes map to nothing: they say nothing about the consumer's clock.
 */
const ZIP3_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** 969 is shared by Guam and the Northern Mariana Islands; 96799 is American Samoa. */
const SHARED_ZIP3: Record<number, readonly string[]> = { 969: ['GU', 'MP'] };

/** The states a ZIP code may be in (usually one), or none for unknown and military ZIPs. */
export function statesOfZip(zip: string | null): string[] {
  const digits = (zip ?? '').replace(/\D/g, '');
  if (digits.length !== 5 && digits.length !== 9) return [];
  if (digits.startsWith('96799')) return ['AS'];
  const zip3 = Number(digits.slice(0, 3));
  if (SHARED_ZIP3[zip3]) return [...SHARED_ZIP3[zip3]];
  const range = ZIP3_RANGES.find(([from, to]) => zip3 >= from && zip3 <= to);
  return range ? [range[2]] : [];
}

/**
 * ZIP3s of split states that sit wholly in one zone (only where that is clear; the others keep
 * all the state's zones). Keys are ZIP3 ranges [from, to].
 */
const ZIP3_ZONE_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  // Florida: 325 (Pensacola) Central, the peninsula Eastern; 324 (Panama City) straddles.
  [320, 323, 'America/New_York'],
  [325, 325, 'America/Chicago'],
  [326, 349, 'America/New_York'],
  // Tennessee: 373 (Chattanooga outskirts) straddles.
  [370, 372, 'America/Chicago'],
  [374, 374, 'America/New_York'],
  [375, 375, 'America/Chicago'],
  [376, 379, 'America/New_York'],
  [380, 385, 'America/Chicago'],
  // Kentucky: 425-427 straddle.
  [400, 418, 'America/New_York'],
  [420, 424, 'America/Chicago'],
  // Indiana: Gary and Evansville Central.
  [460, 462, 'America/New_York'],
  [463, 464, 'America/Chicago'],
  [466, 478, 'America/New_York'],
  // Michigan: the lower peninsula; the UP (498-499) straddles.
  [480, 497, 'America/New_York'],
  // South Dakota: east river Central, Rapid City Mountain.
  [570, 574, 'America/Chicago'],
  [577, 577, 'America/Denver'],
  // North Dakota: the east Central.
  [580, 584, 'America/Chicago'],
  // Kansas: all but the far west (677-678).
  [660, 676, 'America/Chicago'],
  [679, 679, 'America/Chicago'],
  // Nebraska: the east Central, the panhandle (693) Mountain.
  [680, 689, 'America/Chicago'],
  [693, 693, 'America/Denver'],
  // Texas: El Paso Mountain; 798 (Big Bend) straddles.
  [750, 797, 'America/Chicago'],
  [733, 733, 'America/Chicago'],
  [799, 799, 'America/Denver'],
  [885, 885, 'America/Denver'],
  // Idaho: the south Mountain, the panhandle (838) Pacific; 835 (Lewiston) straddles.
  [832, 834, 'America/Denver'],
  [836, 837, 'America/Denver'],
  [838, 838, 'America/Los_Angeles'],
  // Nevada: all but Elko County (898).
  [889, 897, 'America/Los_Angeles'],
  // Oregon: all but Ontario (979).
  [970, 978, 'America/Los_Angeles'],
  // Alaska: all but the Aleutians (995).
  [996, 999, 'America/Anchorage'],
];

/** The single zone of this ZIP when it is clear, else null (use the state's zones). */
export function zoneOfZip(zip: string | null): string | null {
  const digits = (zip ?? '').replace(/\D/g, '');
  if (digits.length !== 5 && digits.length !== 9) return null;
  const zip3 = Number(digits.slice(0, 3));
  return ZIP3_ZONE_RANGES.find(([from, to]) => zip3 >= from && zip3 <= to)?.[2] ?? null;
}
