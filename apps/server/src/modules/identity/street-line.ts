/**
 * A US street line as parts (house number, directionals, name, suffix), so a decoy can take the
 * shape of a real line and be written in the true line's style (St or Street, N or North).
 */

/** USPS directionals: the written-out word and its abbreviation. */
// biome-ignore format: a table reads better packed
const DIRECTIONS: readonly (readonly [string, string])[] = [
  ['north', 'n'], ['south', 's'], ['east', 'e'], ['west', 'w'],
  ['northeast', 'ne'], ['northwest', 'nw'], ['southeast', 'se'], ['southwest', 'sw'],
];

/** Common USPS street suffixes (Publication 28, C1): the written-out word and its abbreviation. */
// biome-ignore format: a table reads better packed
const SUFFIXES: readonly (readonly [string, string])[] = [
  ['street', 'st'], ['avenue', 'ave'], ['road', 'rd'], ['drive', 'dr'], ['lane', 'ln'], ['court', 'ct'],
  ['place', 'pl'], ['boulevard', 'blvd'], ['terrace', 'ter'], ['circle', 'cir'], ['way', 'way'],
  ['parkway', 'pkwy'], ['pike', 'pike'], ['trail', 'trl'], ['highway', 'hwy'], ['square', 'sq'],
  ['plaza', 'plz'], ['alley', 'aly'], ['loop', 'loop'], ['path', 'path'], ['run', 'run'], ['row', 'row'],
  ['walk', 'walk'], ['crossing', 'xing'], ['turnpike', 'tpke'], ['expressway', 'expy'], ['bypass', 'byp'],
  ['cove', 'cv'], ['crescent', 'cres'], ['heights', 'hts'], ['hollow', 'holw'], ['landing', 'lndg'],
  ['manor', 'mnr'], ['point', 'pt'], ['ridge', 'rdg'], ['trace', 'trce'], ['extension', 'ext'],
  ['freeway', 'fwy'], ['grove', 'grv'], ['bend', 'bnd'], ['causeway', 'cswy'], ['junction', 'jct'],
];

type Pair = readonly [string, string];
const lookup = (pairs: readonly Pair[], extra: Record<string, string> = {}) => {
  const map = new Map<string, Pair>();
  for (const pair of pairs) map.set(pair[0], pair).set(pair[1], pair);
  for (const [alias, short] of Object.entries(extra)) {
    const pair = pairs.find((p) => p[1] === short);
    if (pair) map.set(alias, pair);
  }
  return map;
};
const DIRECTION_OF = lookup(DIRECTIONS);
const SUFFIX_OF = lookup(SUFFIXES, { av: 'ave', str: 'st', blv: 'blvd', pky: 'pkwy', ter: 'ter' });

/** How a word is written: abbreviated, in full, or as a word whose two forms are the same ("Way"). */
export type WordForm = 'short' | 'full' | null;

export interface StreetWord {
  /** The USPS pair it belongs to. */
  pair: Pair;
  form: WordForm;
}

export interface StreetLine {
  /** "1420", "12A": what comes before the street. */
  number: string;
  pre: StreetWord | null;
  /** The street's name words as written ("Martin Luther King Jr", "Route 9", "5th"). */
  name: string[];
  suffix: StreetWord | null;
  post: StreetWord | null;
}

function wordOf(map: Map<string, Pair>, word: string | undefined): StreetWord | null {
  const pair = word === undefined ? undefined : map.get(word.toLowerCase());
  if (!pair || word === undefined) return null;
  const lower = word.toLowerCase();
  return { pair, form: pair[0] === pair[1] ? null : lower === pair[1] ? 'short' : 'full' };
}

/** "1420 N Broad St" as parts; null when the line does not start with a house number. */
export function parseStreetLine(line: string): StreetLine | null {
  const words = line.split(' ').filter(Boolean);
  const number = words.shift();
  if (!number || !/^\d/.test(number)) return null;
  let post: StreetWord | null = null;
  if (words.length >= 3 && SUFFIX_OF.has((words.at(-2) ?? '').toLowerCase())) {
    post = wordOf(DIRECTION_OF, words.at(-1));
    if (post) words.pop();
  }
  const suffix = words.length >= 2 ? wordOf(SUFFIX_OF, words.at(-1)) : null;
  if (suffix) words.pop();
  const pre = words.length >= 2 ? wordOf(DIRECTION_OF, words[0]) : null;
  if (pre) words.shift();
  if (words.length === 0) return null;
  return { number, pre, name: words, suffix, post };
}

/** The street's name, compared without case: a decoy never shares it with the true line. */
export const coreName = (line: StreetLine): string => line.name.join(' ').toLowerCase();

/** How the true line writes its directionals and suffix (null: it does not say). */
export interface StreetStyle {
  direction: WordForm;
  suffix: WordForm;
}

export function styleOf(line: StreetLine): StreetStyle {
  const direction = line.pre?.form ?? line.post?.form ?? null;
  const suffix = line.suffix?.form ?? null;
  // One writer abbreviates both or neither: a line without directional still says how it would write one.
  return { direction: direction ?? suffix, suffix: suffix ?? direction };
}

function written(word: StreetWord | null, form: WordForm): string[] {
  if (!word) return [];
  const chosen = form ?? word.form ?? 'full';
  return [chosen === 'short' ? word.pair[1] : word.pair[0]];
}

/** A line's words in another style: the style's forms where it has one, the line's own otherwise. */
export function writeStreetLine(line: StreetLine, style: StreetStyle): string {
  return displayCase(
    [
      line.number,
      ...written(line.pre, style.direction),
      ...line.name,
      ...written(line.suffix, style.suffix),
      ...written(line.post, style.direction),
    ].join(' '),
  );
}

/** Kept in capitals: directionals and route prefixes. */
const CAPITALS = new Set([...DIRECTIONS.map(([, short]) => short.toUpperCase()), 'US', 'SR', 'CR', 'FM']);

function displayWord(word: string): string {
  const upper = word.toUpperCase();
  if (CAPITALS.has(upper)) return upper;
  if (/^\d/.test(word)) return /^\d+(st|nd|rd|th)$/i.test(word) ? word.toLowerCase() : upper; // 1ST → 1st, 12a → 12A
  return word
    .toLowerCase()
    .replace(/(^|-)([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^(Mc|O')([a-z])/, (_, start: string, letter: string) => start + letter.toUpperCase());
}

/**
 * One casing for every option, whatever the source wrote ("1420 N BROAD ST", "12 mckinley road"):
 * words capitalised, directionals in capitals, "McKinley", "O'Brien", "1st".
 */
export function displayCase(text: string): string {
  return text.split(' ').map(displayWord).join(' ');
}
