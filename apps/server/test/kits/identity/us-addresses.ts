/**
 * Realistic, varied US addresses for identity-check tests: towns of different sizes, streets with
 * directionals, multi-word, numbered and route names, units, full and abbreviated suffixes, and the
 * upper-case lines of spreadsheet imports. Repeatable from a seed.
 */

/** mulberry32: a small repeatable stream in [0, 1). */
export function testRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function pickWeighted<T>(random: () => number, list: readonly (readonly [T, number])[]): T {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let at = random() * total;
  for (const [item, w] of list) {
    at -= w;
    if (at < 0) return item;
  }
  return (list.at(-1) as readonly [T, number])[0];
}

export interface TestTown {
  city: string;
  state: string;
  zipCode: string;
  weight: number;
}

/** Towns weighted like a regional agency's book: one big city, a few mid-size, a long tail. */
export const TEST_TOWNS: readonly TestTown[] = [
  { city: 'Philadelphia', state: 'PA', zipCode: '19143', weight: 22 },
  { city: 'Philadelphia', state: 'PA', zipCode: '19134', weight: 12 },
  { city: 'Scranton', state: 'PA', zipCode: '18505', weight: 14 },
  { city: 'Paterson', state: 'NJ', zipCode: '07501', weight: 12 },
  { city: 'Atlantic City', state: 'NJ', zipCode: '08401', weight: 10 },
  { city: 'Bethlehem', state: 'PA', zipCode: '18015', weight: 8 },
  { city: 'Altoona', state: 'PA', zipCode: '16601', weight: 7 },
  { city: 'Salisbury', state: 'MD', zipCode: '21801', weight: 6 },
  { city: 'Ocean City', state: 'NJ', zipCode: '08226', weight: 5 },
  { city: 'Newark', state: 'DE', zipCode: '19711', weight: 4 },
];

// biome-ignore format: a word list reads better packed
const NAMES = [
  'Main', 'Broad', 'Market', 'Church', 'High', 'Park', 'Oak', 'Maple', 'Pine', 'Cedar', 'Elm', 'Walnut',
  'Chestnut', 'Spruce', 'Locust', 'Poplar', 'Cherry', 'Willow', 'Washington', 'Lincoln', 'Jefferson',
  'Franklin', 'Madison', 'Jackson', 'McKinley', 'Roosevelt', 'Kennedy', 'Wilson', 'Grant', 'Lafayette',
  'Girard', 'Lehigh', 'Allegheny', 'Susquehanna', 'Frankford', 'Germantown', 'Cottman', 'Passyunk',
  'Haverford', 'Lancaster', 'Baltimore', 'Woodland', 'Chester', 'Kensington', 'Torresdale', 'Castor',
  'Wyoming', 'Luzerne', 'Mulberry', 'Adams', 'Monroe', 'Pittston', 'Ridge', 'Valley', 'Hill', 'Lake',
  'River', 'Mill', 'Spring', 'Sunset', 'Highland', 'Prospect', 'Union', 'Liberty', 'Center', 'Front',
  'Water', 'Bridge', 'Railroad', 'Academy', 'College', 'Hamilton', 'Harrison', 'Cleveland', 'Garfield',
  'Pacific', 'Atlantic', 'Ventnor', 'Arctic', 'Baltic', 'Mediterranean', 'Tennessee', 'Kentucky',
  'Delaware', 'Ohio', 'Hudson', 'Bergen', 'Essex', 'Morris', 'Passaic', 'Totowa', 'Straight', 'Ellison',
  'Van Houten', 'Stevens', 'Hemlock', 'Magnolia', 'Dogwood', 'Laurel', 'Holly', 'Birch', 'Sycamore',
  'Hickory', 'Aspen', 'Juniper', 'Linden', 'Hawthorn', 'Orchard', 'Meadow', 'Forest', 'Grove', 'Garden',
  'Fairview', 'Summit', 'Pleasant', 'Green', 'Vine', 'Race', 'Arch', 'Cambria', 'Indiana', 'Somerset',
  'Westmoreland', 'Clearfield', 'Juniata', 'Beale', 'Logan', 'Wayne', 'Greene', 'Wister', 'Rising Sun',
  'Martin Luther King Jr', 'Old York', 'Spring Garden', 'Mount Vernon', 'Ben Franklin', 'John F Kennedy',
  'Saint Johns', 'Fox Chase', 'Red Lion', 'Lower Ferry', 'Indian Creek', 'Mill Creek', 'Valley Forge',
  'Cherry Hill', 'Blue Ridge', 'Bay Shore', 'Lake Shore', 'Penn Square', 'New Market', 'Old Mill',
];

// biome-ignore format: a table reads better packed
const SUFFIXES: readonly (readonly [readonly [string, string], number])[] = [
  [['Street', 'St'], 40], [['Avenue', 'Ave'], 22], [['Road', 'Rd'], 9], [['Drive', 'Dr'], 7],
  [['Lane', 'Ln'], 5], [['Court', 'Ct'], 4], [['Place', 'Pl'], 3], [['Boulevard', 'Blvd'], 3],
  [['Terrace', 'Ter'], 2], [['Circle', 'Cir'], 2], [['Way', 'Way'], 2], [['Parkway', 'Pkwy'], 1],
  [['Pike', 'Pike'], 1], [['Trail', 'Trl'], 1],
];
const DIRECTIONS: readonly (readonly [readonly [string, string], number])[] = [
  [['North', 'N'], 4],
  [['South', 'S'], 4],
  [['East', 'E'], 3],
  [['West', 'W'], 3],
  [['Northeast', 'NE'], 1],
  [['Northwest', 'NW'], 1],
  [['Southeast', 'SE'], 1],
  [['Southwest', 'SW'], 1],
];
const ROUTES = ['Route', 'Highway', 'County Road', 'State Route', 'US Highway'];

function ordinal(n: number): string {
  const tens = n % 100;
  const end = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${end}`;
}

/** A street without its house number, as parts: written out later in an import's style. */
interface TestStreet {
  pre: readonly [string, string] | null;
  name: string;
  suffix: readonly [string, string] | null;
  post: readonly [string, string] | null;
}

function newStreet(random: () => number): TestStreet {
  const kind = random();
  const name =
    kind < 0.14
      ? ordinal(1 + Math.floor(random() ** 2 * 60))
      : kind < 0.2
        ? `${pick(random, ROUTES)} ${1 + Math.floor(random() * 99)}`
        : pick(random, NAMES);
  const isRoute = kind >= 0.14 && kind < 0.2;
  return {
    pre: random() < 0.2 ? pickWeighted(random, DIRECTIONS) : null,
    name,
    suffix: isRoute ? null : pickWeighted(random, SUFFIXES),
    post: random() < 0.04 ? pickWeighted(random, DIRECTIONS.slice(4)) : null,
  };
}

/** How an import writes its lines. */
type ImportStyle = 'upper' | 'full' | 'dotted';

function unitOf(random: () => number, style: ImportStyle): string {
  const n = 1 + Math.floor(random() * (random() < 0.3 ? 400 : 30));
  const letter = 'ABCDEF'[Math.floor(random() * 6)];
  const unit = pickWeighted(random, [
    [`Apt ${n}${random() < 0.4 ? letter : ''}`, 45],
    [`Unit ${n}`, 20],
    [`#${n}`, 15],
    [`Suite ${100 + Math.floor(random() * 400)}`, 8],
    [`Apt. ${letter}`, 7],
    [`Fl ${1 + Math.floor(random() * 4)}`, 5],
  ]);
  return style === 'upper' ? unit.toUpperCase() : unit;
}

function houseNumber(random: () => number): string {
  const digits = pickWeighted(random, [
    [1, 8],
    [2, 20],
    [3, 32],
    [4, 32],
    [5, 8],
  ]);
  // Real house numbers start with 1 far more often than with 9 (Benford's law).
  const lead = Math.min(9, Math.floor(10 ** random()));
  const rest = digits > 1 ? String(Math.floor(random() * 10 ** (digits - 1))).padStart(digits - 1, '0') : '';
  return `${lead}${rest}`;
}

function writeLine(random: () => number, street: TestStreet, style: ImportStyle): string {
  const form = (pair: readonly [string, string] | null, dot: boolean) => {
    if (!pair) return [];
    if (style === 'full') return [pair[0]];
    return [dot && pair[1] !== pair[0] ? `${pair[1]}.` : pair[1]];
  };
  const words = [
    houseNumber(random),
    ...form(street.pre, style === 'dotted'),
    street.name,
    ...form(street.suffix, style === 'dotted'),
    ...form(street.post, false),
  ];
  if (random() < 0.22) words.push(unitOf(random, style));
  const line = words.join(' ');
  return style === 'upper' ? line.toUpperCase() : line;
}

export interface TestAddress {
  address1: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * `count` addresses. Each town has its own streets (a big town more of them), people live on them
 * unevenly (a few long streets, many short ones), and each line is written in its import's style.
 */
export function usAddresses(count: number, seed = 1): TestAddress[] {
  const random = testRandom(seed);
  const streetsOf = new Map<TestTown, TestStreet[]>(
    TEST_TOWNS.map((town) => [town, Array.from({ length: 20 + town.weight * 6 }, () => newStreet(random))]),
  );
  const towns = TEST_TOWNS.map((town) => [town, town.weight] as const);
  return Array.from({ length: count }, () => {
    const town = pickWeighted(random, towns);
    const streets = streetsOf.get(town) ?? [];
    // Zipf-like: the street at rank r is lived on in proportion to 1 / (r + 1).
    const street = pickWeighted(
      random,
      streets.map((s, rank) => [s, 1 / (rank + 1)] as const),
    );
    const style = pickWeighted<ImportStyle>(random, [
      ['upper', 40],
      ['full', 35],
      ['dotted', 25],
    ]);
    return {
      address1: writeLine(random, street, style),
      city: style === 'upper' ? town.city.toUpperCase() : town.city,
      state: town.state,
      // Spreadsheet imports lose a ZIP's leading zero (07501 → 7501).
      zipCode: style === 'upper' ? town.zipCode.replace(/^0/, '') : town.zipCode,
    };
  });
}
