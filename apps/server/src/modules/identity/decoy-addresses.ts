import { createHash } from 'node:crypto';
import { type AddressParts, addressKey } from './address-options';
import type { DecoyVocabulary, ShapeEntry, StreetTemplate, TownEntry, Weighted } from './decoy-vocabulary';
import {
  coreName,
  parseStreetLine,
  type StreetLine,
  type StreetStyle,
  styleOf,
  writeStreetLine,
} from './street-line';

/**
 * Made-up addresses for step two of the identity check (decision 0029). Every draw is seeded by
 * the identity hash, so the same SSN + birth date always gets the same decoys: asking twice and
 * keeping the option both lists share would otherwise reveal the true address. Streets, a
 * no-match's stand-in line and its town are drawn by rendezvous hashing weighted by how many
 * accounts have them, so the agency's book changing a little rarely changes anyone's decoys.
 */

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

/** murmur3's finaliser: a fast, well-mixed 32-bit permutation. */
function mix(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The secret-derived keys of one identity's draws from one list. */
export type DrawKeys = readonly [number, number, number];

export function drawKeys(identityHash: string, list: string): DrawKeys {
  const digest = createHash('sha256').update(`rendezvous|${list}|${identityHash}`).digest();
  return [digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8)];
}

/**
 * The `count` entries with the lowest -ln(u)/weight, u uniform from the entry's hash and the keys
 * (weighted rendezvous hashing): each entry is drawn in proportion to its weight, and adding or
 * reweighting other entries rarely changes who wins. One pass of a few multiplications per entry.
 */
export function rendezvous<T extends Weighted>(entries: readonly T[], keys: DrawKeys, count: number): T[] {
  const [k1, k2, k3] = keys;
  const best: { entry: T; score: number }[] = [];
  let worst = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    const a = mix(entry.hash ^ k1);
    const b = mix((a ^ k2) + Math.imul(entry.hash, k3));
    const u = (a * 2 ** 21 + (b >>> 11) + 0.5) / 2 ** 53;
    // -ln(u) ≥ 1 - u: most entries lose without computing the logarithm.
    if ((1 - u) / entry.weight >= worst) continue;
    const score = -Math.log(u) / entry.weight;
    if (score >= worst) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as { score: number }).score > score) at -= 1;
    best.splice(at, 0, { entry, score });
    if (best.length > count) best.pop();
    if (best.length === count) worst = (best[count - 1] as { score: number }).score;
  }
  return best.map((b) => b.entry);
}

/** Towns for a no-match when the agency has none yet (a new installation: nobody to disclose). */
const FALLBACK_TOWN: Omit<AddressParts, 'street'> = { city: 'Philadelphia', state: 'PA', zip: '19124' };

/** How decoys look next to the line they surround. */
export interface DecoyPlan {
  locale: Omit<AddressParts, 'street'>;
  /** The line's house number: decoys' numbers have its shape ("12A" → "47C"). */
  number: string;
  style: StreetStyle;
  /** The line's street name (lower case): no decoy uses it. */
  avoid: string;
}

export function planAround(address: AddressParts): DecoyPlan {
  const line = parseStreetLine(address.street);
  const locale = { city: address.city, state: address.state, zip: address.zip };
  if (!line)
    return {
      locale,
      number: '999',
      style: { direction: null, suffix: null },
      avoid: addressKey(address.street),
    };
  return { locale, number: line.number, style: styleOf(line), avoid: coreName(line) };
}

/**
 * The plan of a list: around the true address, or for a no-match around a stand-in drawn like one
 * (a house-number shape and style of the agency's lines, and a town weighted like its debtors).
 * The stand-in is drawn on every request, so a match and a no-match do the same work.
 */
export function planFor(
  vocabulary: DecoyVocabulary,
  identityHash: string,
  truth: AddressParts | null,
): DecoyPlan {
  const [shape] = rendezvous<ShapeEntry>(vocabulary.shapes, drawKeys(identityHash, 'shapes'), 1);
  const [town] = rendezvous<TownEntry>(vocabulary.towns, drawKeys(identityHash, 'towns'), 1);
  if (truth) return planAround(truth);
  return {
    locale: town?.town ?? FALLBACK_TOWN,
    number: shape?.number ?? '999',
    style: shape?.style ?? { direction: null, suffix: null },
    avoid: '',
  };
}

const LETTERS = 'ABCDEF';

/**
 * A leading digit as house and street numbers have them: 1 about 30% of the time, 9 about 5%
 * (Benford's law), so a made-up number does not look more evenly spread than the real one.
 */
function leadingDigit(random: () => number): number {
  const at = random();
  for (let d = 1; d < 9; d += 1) if (at < Math.log10(d + 1)) return d;
  return 9;
}

/** Any digits, the first one not 0: "999" → "417"; letters of a house number change too. */
function fillPattern(random: () => number, pattern: string): string {
  let first = true;
  return [...pattern]
    .map((c) => {
      if (/\d/.test(c)) {
        const digit = first ? leadingDigit(random) : Math.floor(random() * 10);
        first = false;
        return String(digit);
      }
      first = !/[a-z]/i.test(c) ? true : first;
      return /[a-z]/i.test(c) ? (LETTERS[Math.floor(random() * LETTERS.length)] ?? 'A') : c;
    })
    .join('');
}

function ordinalEnding(n: number): string {
  const tens = n % 100;
  return tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
}

/** A name's masked digits made up ("99th" → "42nd", "route 9" → "route 6"). */
function fillName(random: () => number, words: readonly string[]): string[] {
  return words.map((word) => {
    const ordinal = /^(\d+)(st|nd|rd|th)$/i.exec(word);
    if (ordinal) {
      const n = Number(fillPattern(random, ordinal[1] ?? '9'));
      return `${n}${ordinalEnding(n)}`;
    }
    return /\d/.test(word) ? word.replace(/\d+/g, (run) => fillPattern(random, run)) : word;
  });
}

function fillDigits(random: () => number, line: StreetLine, extraDigits: number): StreetLine {
  return {
    ...line,
    number: fillPattern(random, `${'9'.repeat(extraDigits)}${line.number}`),
    name: fillName(random, line.name),
  };
}

export interface DecoyCandidate {
  street: string;
  /** The street name (lower case): one option per name. */
  name: string;
  /** "214 n cedar", "214 north cedar", "214 cedar": none may begin a real street line. */
  keys: string[];
}

/** How many streets are drawn for the candidates: enough for a crowded town's taken numbers. */
export const DRAWN_STREETS = 24;

/**
 * Candidates, one per call: the drawn streets in turn with the plan's house-number shape, then
 * again with other numbers; from the third round the numbers get one digit longer, so a crowded
 * town (most short numbers on most streets taken) still yields free ones.
 */
export function decoyCandidateSource(
  identityHash: string,
  streets: readonly StreetTemplate[],
  plan: DecoyPlan,
): () => DecoyCandidate {
  let drawn = 0;
  return () => {
    const round = Math.floor(drawn / Math.max(streets.length, 1));
    const template = streets[drawn % Math.max(streets.length, 1)];
    drawn += 1;
    const random = seededRandom(`${identityHash}|${template?.text}|${round}`);
    const base: StreetLine = template?.line ?? {
      number: '',
      pre: null,
      name: ['main'],
      suffix: null,
      post: null,
    };
    const line = { ...fillDigits(random, { ...base, number: plan.number }, Math.max(round - 1, 0)) };
    const name = coreName(line);
    const numberAndName = `${line.number} ${line.name.join(' ')}`;
    const keys = [addressKey(numberAndName)];
    for (const direction of line.pre?.pair ?? []) {
      keys.push(addressKey(`${line.number} ${direction} ${line.name.join(' ')}`));
    }
    return { street: writeStreetLine(line, plan.style), name, keys };
  };
}
