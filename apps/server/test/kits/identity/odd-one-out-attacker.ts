/**
 * An attacker who has read our source and tries to spot the true address among the five options of
 * step two. It learns what decoys look like from no-match answers (where every option is a decoy),
 * then scores each option of a match: rare shapes among the five, shapes rare among decoys, and a
 * street name decoys never used. It parses the options its own way, not with our code.
 */

const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
const FULL_DIRECTIONS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
]);
// biome-ignore format: a word list reads better packed
const FULL_SUFFIXES = new Set(['street', 'avenue', 'road', 'drive', 'lane', 'court', 'place', 'boulevard',
  'terrace', 'circle', 'way', 'parkway', 'pike', 'trail', 'highway', 'square', 'plaza', 'alley', 'loop']);
// biome-ignore format: a word list reads better packed
const SHORT_SUFFIXES = new Set(['st', 'ave', 'av', 'rd', 'dr', 'ln', 'ct', 'pl', 'blvd', 'ter', 'cir', 'pkwy',
  'trl', 'hwy', 'sq', 'plz', 'aly']);
const UNIT = /^(?:apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|lot|#)/i;

export interface OptionLook {
  /** Shape features, each a name and a value. */
  shape: Record<string, string>;
  /** The street's name words, lower case ("n broad st" → "broad"). */
  name: string;
}

const bare = (word: string) => word.toLowerCase().replace(/\.$/, '');

export function lookOf(option: string): OptionLook {
  const street = option.split(',')[0] ?? '';
  const words = street.split(' ').filter(Boolean);
  const number = words.shift() ?? '';
  const unitAt = words.findIndex((w) => UNIT.test(w));
  const unit = unitAt >= 0 ? words.splice(unitAt) : [];
  const dirStyle = (word: string | undefined) =>
    word === undefined
      ? 'none'
      : DIRECTIONS.has(bare(word))
        ? 'abbr'
        : FULL_DIRECTIONS.has(bare(word))
          ? 'full'
          : 'none';
  const pre = words.length > 1 ? dirStyle(words[0]) : 'none';
  if (pre !== 'none') words.shift();
  const post = words.length > 1 ? dirStyle(words.at(-1)) : 'none';
  if (post !== 'none') words.pop();
  const last = bare(words.at(-1) ?? '');
  const suffixStyle =
    words.length > 1 && SHORT_SUFFIXES.has(last)
      ? 'abbr'
      : words.length > 1 && FULL_SUFFIXES.has(last)
        ? 'full'
        : 'none';
  if (suffixStyle !== 'none') words.pop();
  const casing =
    street === street.toUpperCase()
      ? 'upper'
      : words.some((w) => /^[A-Z][a-z']+[A-Z]/.test(w))
        ? 'inner-capital'
        : 'title';
  return {
    shape: {
      digits: String(number.replace(/\D/g, '').length),
      lead: number.charAt(0),
      nameNumber:
        words
          .find((w) => /^\d/.test(w))
          ?.replace(/\D.*$/, '')
          .length.toString() ?? 'none',
      numberForm: /^\d+$/.test(number) ? 'plain' : 'other',
      unit: unit.length ? bare(unit[0] ?? '').replace(/\d.*$/, '') || '#' : 'none',
      pre,
      post,
      suffixStyle,
      suffix: suffixStyle === 'none' ? '' : last,
      words: String(words.length),
      numbered: words.some((w) => /^\d/.test(w)) ? 'yes' : 'no',
      periods: street.includes('.') ? 'yes' : 'no',
      casing,
    },
    name: words.join(' ').toLowerCase(),
  };
}

export type Strategy =
  | 'shape among the five'
  | 'shape against decoys'
  | 'unseen street name'
  | 'all combined'
  | 'the most decoy-like (all combined, reversed)';
export const STRATEGIES: readonly Strategy[] = [
  'shape among the five',
  'shape against decoys',
  'unseen street name',
  'all combined',
  'the most decoy-like (all combined, reversed)',
];

export class OddOneOutAttacker {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly seen = new Map<string, number>();
  private readonly decoys: number;
  /** Share of decoy names that no other no-match answer used (leave one answer out). */
  private readonly unseenRate: number;

  constructor(noMatchAnswers: readonly (readonly string[])[]) {
    const looks = noMatchAnswers.map((answer) => answer.map(lookOf));
    this.decoys = looks.flat().length;
    for (const look of looks.flat()) {
      for (const [feature, value] of Object.entries(look.shape)) {
        const byValue = this.counts.get(feature) ?? new Map<string, number>();
        byValue.set(value, (byValue.get(value) ?? 0) + 1);
        this.counts.set(feature, byValue);
      }
    }
    const answersWithName = new Map<string, number>();
    for (const answer of looks) {
      for (const name of new Set(answer.map((l) => l.name))) {
        answersWithName.set(name, (answersWithName.get(name) ?? 0) + 1);
      }
    }
    for (const [name, n] of answersWithName) this.seen.set(name, n);
    const alone = looks.flat().filter((l) => answersWithName.get(l.name) === 1).length;
    this.unseenRate = Math.min(Math.max(alone / this.decoys, 0.001), 0.999);
  }

  /** How unlike a decoy an option looks: higher is more likely the true address. */
  private score(strategy: Strategy, look: OptionLook, all: readonly OptionLook[]): number {
    let score = 0;
    const amongFive = strategy === 'shape among the five' || strategy === 'all combined';
    const againstDecoys = strategy === 'shape against decoys' || strategy === 'all combined';
    for (const [feature, value] of Object.entries(look.shape)) {
      if (amongFive)
        score -= Math.log(all.filter((other) => other.shape[feature] === value).length / all.length);
      if (againstDecoys) {
        const byValue = this.counts.get(feature);
        const n = byValue?.get(value) ?? 0;
        score -= Math.log((n + 1) / (this.decoys + (byValue?.size ?? 0) + 1));
      }
    }
    if (strategy === 'unseen street name' || strategy === 'all combined') {
      score -= Math.log(this.seen.has(look.name) ? 1 - this.unseenRate : this.unseenRate);
    }
    return score;
  }

  /** The credit the true option gets: 1 when it alone scores highest, 1/k when k options tie. */
  creditFor(strategy: Strategy, options: readonly string[], truth: string): number {
    const looks = options.map(lookOf);
    // Reversed: should decoys be made odder than real lines, the true one is the most ordinary.
    const reversed = strategy === 'the most decoy-like (all combined, reversed)';
    const scores = looks.map((look) => {
      const score = this.score(reversed ? 'all combined' : strategy, look, looks);
      return reversed ? -score : score;
    });
    const best = Math.max(...scores);
    const top = options.filter((_, i) => Math.abs((scores[i] ?? 0) - best) < 1e-9);
    return top.includes(truth) ? 1 / top.length : 0;
  }
}
