import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';

/** `%text%` for LIKE, LIKE's own wildcards in the text taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How many trailing digits of a long number ask the trigram index (decision 0121). */
const PROBE_DIGITS = 6;

/**
 * What the trigram index is asked about for a term holding a long number: the last 6 digits of its
 * longest run of digits, when the term is longer than that; null when the whole term is asked.
 * The leading characters of an account number or a phone ("bn-0", an area code) are shared by most
 * accounts: their trigrams' lists hold most of the table and reading them was nearly all the search's
 * time, while the trailing digits' lists are short.
 */
export function trigramProbe(text: string): string | null {
  const runs = text.match(/\d+/g) ?? [];
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < PROBE_DIGITS || text.length <= PROBE_DIGITS) return null;
  return longest.slice(-PROBE_DIGITS);
}

/**
 * `expression` holds `text` as a substring (lower-case both for a case-insensitive test). For a term
 * with a long number, the trigram index is asked about its tail (trigramProbe) and the whole term is
 * checked with strpos, which no index serves: the planner cannot add the shared trigrams back. The
 * same rows match either way.
 */
export function containsText(expression: SQL, text: string): SQL {
  const probe = trigramProbe(text);
  if (!probe) return sql`${expression} like ${likePattern(text)}`;
  return sql`(${expression} like ${likePattern(probe)} and strpos(${expression}, ${text}) > 0)`;
}

/**
 * The ids of the first `limit` rows matching `where` in (`name` asc nulls last, id asc) order, every
 * match found first and then ordered. For a term of two words or more ("maria garcia"): its matches
 * sit together in name order, so a walk of the name-ordered index stopping at the 20th match passes
 * over every name before them (620,000 index entries at a million accounts), while the trigram
 * indexes find all of them at once. OFFSET 0 keeps PostgreSQL from folding the order into the scan.
 */
export function idsOfFirstMatches(
  table: AnyPgTable,
  id: AnyPgColumn,
  name: SQL,
  where: SQL,
  limit: number,
): SQL {
  // In parentheses: the subquery of `id in (…)`.
  return sql`(select hit.id from (select ${id} as id, ${name} as name from ${table} where ${where} offset 0) hit
    order by hit.name asc nulls last, hit.id asc limit ${limit})`;
}

/**
 * The ids of the first `limit` rows matching any of `arms` (each with `scope`) in (`name` asc nulls
 * last, id asc) order: each arm takes its own first `limit` on its own index, then the union is
 * ordered. An exact name shared by thousands of accounts ("maria garcia") is then a walk of its
 * range of the name-ordered index, not of every name before it (the OR of the arms could only be
 * tested entry by entry along the whole index).
 */
export function idsOfFirstMatchesByArm(
  table: AnyPgTable,
  id: AnyPgColumn,
  name: SQL,
  arms: SQL[],
  scope: SQL | undefined,
  limit: number,
): SQL {
  const branches = arms.map(
    (arm) =>
      sql`(select ${id} as id, ${name} as name from ${table} where ${scope ? sql`${arm} and ${scope}` : arm}
        order by ${name} asc nulls last, ${id} asc limit ${limit})`,
  );
  return sql`(select hit.id from (${sql.join(branches, sql` union `)}) hit
    order by hit.name asc nulls last, hit.id asc limit ${limit})`;
}
