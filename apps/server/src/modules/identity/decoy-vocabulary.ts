import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { accountsStamp } from '../accounts';
import { type AddressParts, townParts } from './address-options';
import { parseStreetLine, type StreetLine, type StreetStyle, type StreetWord, styleOf } from './street-line';
import { COMMON_STREET_NAMES } from './street-names';

/**
 * What decoys are made of, read from the agency's own accounts: the shapes of its street lines
 * (digits stand for any digit: "9999 n 99th st") and its towns, each weighted by how many accounts
 * have it. Read with one aggregate query per instance, at most every REFRESH_MS, never per request.
 */

export interface Weighted {
  /** A 32-bit hash of the entry's text, the input of the rendezvous draws. */
  hash: number;
  weight: number;
}

export interface StreetTemplate extends Weighted {
  /** Lower case, digits masked as 9: "9999 n broad st". */
  text: string;
  line: StreetLine;
}

/** How the agency's lines are written: a house number's shape and the abbreviation style. */
export interface ShapeEntry extends Weighted {
  number: string;
  style: StreetStyle;
}

export interface TownEntry extends Weighted {
  town: Omit<AddressParts, 'street'>;
}

export interface DecoyVocabulary {
  /** Streets without house number: the decoys' streets, with the common-name floor. */
  streets: StreetTemplate[];
  /** House-number shapes and styles of whole lines: a no-match's stand-in for the true line. */
  shapes: ShapeEntry[];
  towns: TownEntry[];
}

/** How often the vocabulary is read again: new streets and towns join decoys within minutes. */
export const REFRESH_MS = 5 * 60 * 1000;
/** Caps what one refresh brings over (the most frequent first): bounded memory at any size. */
const LINE_CAP = 150_000;
const TOWN_CAP = 20_000;
/**
 * The common names together weigh as much as this many accounts: most of the vocabulary of a
 * small agency, a rounding error for a large one, whose own streets are then the decoys.
 */
const COMMON_NAMES_WEIGHT = 150;

// Lower-cased address1 → unit removed (canonicalStreet's designators), digits as 9, periods
// dropped; spaces are tidied in buildVocabulary. The expression is bound as a parameter.
const UNIT_SQL =
  '[[:space:],]+(#|(apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building|lot|trlr|spc|ofc|dept)([^a-z]|$)).*$';

interface Row extends Record<string, unknown> {
  g: number;
  line: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  n: number;
}

async function readAgencyShapes(db: Database): Promise<Row[]> {
  const line = sql`translate(regexp_replace(lower(${debtAccounts.address1}), ${UNIT_SQL}, ''), '0123456789.', '9999999999')`;
  const result = await db.transaction(async (tx) => {
    // Just-in-time compiling costs more than it saves here: the time goes to the regular expression.
    await tx.execute(sql`set local jit = off`);
    return tx.execute<Row>(sql`
    select g, line, city, state, zip, n from (
      select grouping(line) as g, line, city, state, zip, count(*)::int as n,
        row_number() over (partition by grouping(line) order by count(*) desc, line, city, state, zip) as rank
      from (
        select ${line} as line, lower(btrim(${debtAccounts.city})) as city,
          upper(btrim(${debtAccounts.state})) as state, btrim(${debtAccounts.zipCode}) as zip
        from ${debtAccounts} where ${debtAccounts.address1} is not null
      ) a
      group by grouping sets ((line), (city, state, zip))
    ) t
    where rank <= case when g = 0 then ${LINE_CAP}::int else ${TOWN_CAP}::int end`);
  });
  return result.rows.map((row) => ({ ...row, g: Number(row.g), n: Number(row.n) }));
}

/** FNV-1a: a stable 32-bit hash of a text. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const streetText = (line: StreetLine) =>
  [
    line.pre?.pair[0],
    ...line.name,
    line.suffix ? `${line.suffix.pair[0]}|${line.suffix.form}` : '',
    line.post?.pair[0],
  ]
    .filter(Boolean)
    .join(' ');

/**
 * One of these words, in proportion to their counts, always the same for a name: a rendezvous
 * draw, so the agency's counts moving a little rarely change a common name's suffix.
 */
function pickFor<T>(name: string, counts: Map<T, number>): T | undefined {
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const [item, n] of counts) {
    const score = -Math.log((hash32(`${name}|${String(item)}`) + 0.5) / 2 ** 32) / n;
    if (n > 0 && score < bestScore) [best, bestScore] = [item, score];
  }
  return best;
}

const DEFAULT_SUFFIX: StreetWord = { pair: ['street', 'st'], form: 'short' };

/** A US-wide mix of suffixes and directionals, so a small agency's few lines do not set the mix alone. */
// biome-ignore format: a table reads better packed
const US_SUFFIX_MIX: readonly (readonly [string, string, number])[] = [
  ['street', 'st', 30], ['avenue', 'ave', 15], ['road', 'rd', 14], ['drive', 'dr', 12], ['lane', 'ln', 8],
  ['court', 'ct', 6], ['way', 'way', 4], ['place', 'pl', 3], ['boulevard', 'blvd', 2], ['circle', 'cir', 2],
  ['terrace', 'ter', 1], ['parkway', 'pkwy', 1], ['trail', 'trl', 1], ['pike', 'pike', 1],
];
// biome-ignore format: a table reads better packed
const US_DIRECTION_MIX: readonly (readonly [string, string, number])[] = [
  ['', '', 86], ['north', 'n', 3.5], ['south', 's', 3.5], ['east', 'e', 3.5], ['west', 'w', 3.5],
];

/**
 * The common names as streets shaped like the agency's: a suffix and a directional as often as its
 * lines have them, blended with a US-wide mix that weighs as much as the names (routes and
 * highways have no suffix).
 */
function commonStreets(lines: readonly StreetTemplate[]): StreetTemplate[] {
  const suffixes = new Map<string, number>();
  const words = new Map<string, StreetWord>();
  const pres = new Map<string, number>();
  const share = (mix: typeof US_SUFFIX_MIX) => COMMON_NAMES_WEIGHT / mix.reduce((sum, [, , n]) => sum + n, 0);
  for (const [full, short, n] of US_SUFFIX_MIX) {
    suffixes.set(`${full}|short`, n * share(US_SUFFIX_MIX));
    words.set(`${full}|short`, { pair: [full, short], form: full === short ? null : 'short' });
  }
  for (const [full, short, n] of US_DIRECTION_MIX) {
    const key = full ? `${full}|short` : '';
    pres.set(key, n * share(US_DIRECTION_MIX));
    if (full) words.set(key, { pair: [full, short], form: 'short' });
  }
  for (const { line, weight } of lines) {
    const pre = line.pre ? `${line.pre.pair[0]}|${line.pre.form}` : '';
    pres.set(pre, (pres.get(pre) ?? 0) + weight);
    if (line.pre) words.set(pre, line.pre);
    if (!line.suffix) continue;
    const key = `${line.suffix.pair[0]}|${line.suffix.form}`;
    suffixes.set(key, (suffixes.get(key) ?? 0) + weight);
    words.set(key, line.suffix);
  }
  const weight = COMMON_NAMES_WEIGHT / COMMON_STREET_NAMES.length;
  return COMMON_STREET_NAMES.map((name) => {
    const bare = /^(route|highway|county road|state route) /.test(name);
    const suffixKey = bare ? undefined : pickFor(name, suffixes);
    const preKey = pickFor(`${name}|pre`, pres);
    const line: StreetLine = {
      number: '999',
      pre: preKey ? (words.get(preKey) ?? null) : null,
      name: name.split(' '),
      suffix: bare ? null : suffixKey ? (words.get(suffixKey) ?? DEFAULT_SUFFIX) : DEFAULT_SUFFIX,
      post: null,
    };
    const text = streetText(line);
    return { text, line, weight, hash: hash32(text) };
  });
}

export async function buildVocabulary(rows: readonly Row[]): Promise<DecoyVocabulary> {
  const lines: StreetTemplate[] = [];
  const streets = new Map<string, StreetTemplate>();
  const shapes = new Map<string, ShapeEntry>();
  const towns = new Map<string, TownEntry>();
  for (const [i, row] of rows.entries()) {
    // Give way to requests while a large book is read (a few milliseconds per 5,000 lines).
    if (i % 5000 === 4999) await new Promise((resolve) => setImmediate(resolve));
    if (row.g === 0) {
      const text = (row.line ?? '').replace(/[\s,]+/g, ' ').trim();
      const line = parseStreetLine(text);
      if (!line) continue; // no house number: a PO box, a rural route
      lines.push({ text, line, weight: row.n, hash: 0 });
      const street = streetText(line);
      const known = streets.get(street);
      if (known) known.weight += row.n;
      else
        streets.set(street, {
          text: street,
          line: { ...line, number: '' },
          weight: row.n,
          hash: hash32(street),
        });
      const style = styleOf(line);
      const shape = `${line.number}|${style.direction}|${style.suffix}`;
      const seen = shapes.get(shape);
      if (seen) seen.weight += row.n;
      else shapes.set(shape, { number: line.number, style, weight: row.n, hash: hash32(shape) });
      continue;
    }
    const town = townParts({ city: row.city, state: row.state, zipCode: row.zip });
    if (!town.city || !/^[A-Z]{2}$/.test(town.state) || !/^\d{5}$/.test(town.zip)) continue;
    const key = `${town.city}|${town.state}|${town.zip}`;
    const known = towns.get(key);
    if (known) known.weight += row.n;
    else towns.set(key, { town, weight: row.n, hash: hash32(key) });
  }
  for (const common of commonStreets(lines)) {
    const known = streets.get(common.text);
    if (known) known.weight += common.weight;
    else streets.set(common.text, common);
  }
  return { streets: [...streets.values()], shapes: [...shapes.values()], towns: [...towns.values()] };
}

export async function loadDecoyVocabulary(db: Database): Promise<DecoyVocabulary> {
  return buildVocabulary(await readAgencyShapes(db));
}

interface CacheEntry {
  vocabulary?: DecoyVocabulary;
  /** The accounts' stamp when the vocabulary was read: unchanged accounts are not read again. */
  version?: string;
  readAt: number;
  reading?: Promise<DecoyVocabulary>;
}
const cache = new WeakMap<Database, CacheEntry>();

async function refresh(db: Database, entry: CacheEntry): Promise<DecoyVocabulary> {
  const { version } = await accountsStamp(db);
  const vocabulary =
    entry.vocabulary && entry.version === version ? entry.vocabulary : await loadDecoyVocabulary(db);
  Object.assign(entry, { vocabulary, version, readAt: Date.now() });
  return vocabulary;
}

/**
 * The vocabulary of this database, read once and then looked at again in the background when
 * older than REFRESH_MS: read again when the accounts changed (requests meanwhile use the one in
 * hand; only the very first request waits).
 */
export async function decoyVocabulary(db: Database): Promise<DecoyVocabulary> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { readAt: 0 };
    cache.set(db, entry);
  }
  const current = entry;
  if (!current.reading && Date.now() - current.readAt > REFRESH_MS) {
    current.reading = refresh(db, current).finally(() => {
      current.reading = undefined;
    });
    // A failed background refresh keeps the vocabulary in hand and is tried again next request.
    if (current.vocabulary) current.reading.catch(() => {});
  }
  return current.vocabulary ?? (current.reading as Promise<DecoyVocabulary>);
}

/** Forgets the vocabulary of this database: the next request reads it again (tests). */
export function forgetDecoyVocabulary(db: Database): void {
  cache.delete(db);
}
