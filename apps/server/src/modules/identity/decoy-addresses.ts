import { createHash } from 'node:crypto';
import type { AddressParts } from './address-options';

/**
 * Made-up addresses for step two of the identity check. They are drawn from a random stream seeded
 * by the identity hash, so the same SSN + birth date always gets the same decoys: asking twice and
 * keeping the option both lists share would otherwise reveal the true address. A no-match gets a
 * made-up town and made-up streets in the same way, so its list looks like any other.
 */
// biome-ignore format: a word list reads better packed
export const DECOY_STREET_NAMES = [
  'Maple', 'Oak', 'Pine', 'Cedar', 'Elm', 'Birch', 'Walnut', 'Chestnut', 'Willow', 'Spruce',
  'Hickory', 'Magnolia', 'Sycamore', 'Poplar', 'Laurel', 'Holly', 'Juniper', 'Aspen', 'Dogwood',
  'Hawthorn', 'Linden', 'Park', 'Lake', 'Hill', 'River', 'Meadow', 'Spring', 'Forest', 'Ridge',
  'Valley', 'Orchard', 'Highland', 'Sunset', 'Church', 'Mill', 'Washington', 'Lincoln', 'Franklin',
  'Jefferson', 'Madison', 'Jackson', 'Adams', 'Monroe', 'Union', 'Liberty', 'Prospect', 'Summit',
  'Grove', 'Fairview', 'Garden', 'Beech', 'Locust', 'Mulberry', 'Cherry', 'Hamilton', 'Jersey',
] as const;

export const STREET_SUFFIXES = [
  ['Street', 'St'],
  ['Avenue', 'Ave'],
  ['Court', 'Ct'],
  ['Lane', 'Ln'],
  ['Drive', 'Dr'],
  ['Road', 'Rd'],
  ['Place', 'Pl'],
  ['Boulevard', 'Blvd'],
  ['Terrace', 'Ter'],
  ['Circle', 'Cir'],
  ['Way', 'Way'],
] as const;

/** Towns for the made-up list of a no-match (the agency's region). */
export const DECOY_LOCALES: readonly Omit<AddressParts, 'street'>[] = [
  { city: 'Camden', state: 'NJ', zip: '08104' },
  { city: 'Trenton', state: 'NJ', zip: '08618' },
  { city: 'Cherry Hill', state: 'NJ', zip: '08034' },
  { city: 'Newark', state: 'NJ', zip: '07106' },
  { city: 'Edison', state: 'NJ', zip: '08817' },
  { city: 'Toms River', state: 'NJ', zip: '08753' },
  { city: 'Vineland', state: 'NJ', zip: '08360' },
  { city: 'Philadelphia', state: 'PA', zip: '19124' },
  { city: 'Allentown', state: 'PA', zip: '18102' },
  { city: 'Reading', state: 'PA', zip: '19604' },
  { city: 'Lancaster', state: 'PA', zip: '17603' },
  { city: 'Harrisburg', state: 'PA', zip: '17109' },
  { city: 'Wilmington', state: 'DE', zip: '19805' },
  { city: 'Dover', state: 'DE', zip: '19904' },
  { city: 'Baltimore', state: 'MD', zip: '21218' },
  { city: 'Yonkers', state: 'NY', zip: '10701' },
];

/** A repeatable stream of numbers in [0, 1) from a seed (SHA-256 in counter mode). */
export function seededRandom(seed: string): () => number {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHash('sha256').update(`decoys|${seed}|${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value / 2 ** 32;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** How decoys are drawn: where they are, and how they look next to the true address. */
export interface DecoyPlan {
  locale: Omit<AddressParts, 'street'>;
  /** Digits of the house numbers (the true address's, so no option stands out). */
  digits: number;
  /** "St" rather than "Street", like the true address. */
  abbreviated: boolean;
  /** Street names (lower case) decoys must not use: the true address's words. */
  avoid: ReadonlySet<string>;
}

const SHORT_SUFFIXES = new Set(STREET_SUFFIXES.map(([, short]) => short.toLowerCase()));

export function planAroundAddress(truth: AddressParts): DecoyPlan {
  const words = truth.street.split(' ');
  const number = /^\d+/.exec(words[0] ?? '')?.[0];
  const last = (words.at(-1) ?? '').toLowerCase().replace(/\.$/, '');
  return {
    locale: { city: truth.city, state: truth.state, zip: truth.zip },
    digits: number ? Math.min(number.length, 5) : 3,
    abbreviated: SHORT_SUFFIXES.has(last) && last !== 'way',
    avoid: new Set(words.map((w) => w.toLowerCase())),
  };
}

export function planWithoutAddress(random: () => number): DecoyPlan {
  return {
    locale: pick(random, DECOY_LOCALES),
    digits: 1 + Math.floor(random() * 4),
    abbreviated: random() < 0.3,
    avoid: new Set(),
  };
}

export interface DecoyCandidate {
  street: string;
  /** "214 cedar": what must not be the start of any real street line. */
  key: string;
  name: string;
}

/**
 * An endless supply of candidates, one per call. Every 24 candidates the house numbers get one
 * digit longer, so a crowded town (most short numbers on most streets taken) still yields free ones.
 */
export function decoyCandidateSource(random: () => number, plan: DecoyPlan): () => DecoyCandidate {
  const names = DECOY_STREET_NAMES.filter((name) => !plan.avoid.has(name.toLowerCase()));
  let drawn = 0;
  return () => {
    const digits = Math.min(plan.digits + Math.floor(drawn / 24), 5);
    drawn += 1;
    const low = digits === 1 ? 1 : 10 ** (digits - 1);
    const number = low + Math.floor(random() * (10 ** digits - low));
    const name = pick(random, names);
    const [full, short] = pick(random, STREET_SUFFIXES);
    return {
      street: `${number} ${name} ${plan.abbreviated ? short : full}`,
      key: `${number} ${name.toLowerCase()}`,
      name,
    };
  };
}
