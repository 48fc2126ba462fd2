import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { type AddressParts, addressKey, formatAddressOption } from './address-options';
import {
  DRAWN_STREETS,
  decoyCandidateSource,
  drawKeys,
  planAround,
  planFor,
  rendezvous,
} from './decoy-addresses';
import { decoyVocabulary } from './decoy-vocabulary';
import { takenStreetKeys } from './identity-challenges.repository';

/** Decoys per list: with the true address, five options (one right pick in five by chance). */
export const DECOY_COUNT = 4;
const BATCH = 12;
const MAX_BATCHES = 8;

/**
 * The options of step two: the true addresses (one per person behind the SSN last 4 + birth date,
 * usually one) and made-up ones that are nobody's real street line, five in all, in random order.
 * Without a true address (no match) every option is made up around a stand-in, through exactly the
 * same steps and queries.
 *
 * The made-up ones are drawn from the identity and its true addresses together: asked twice, the
 * same person gets the same list (so keeping what two lists share reveals nothing), and once an
 * address changes every option changes with it (so what changed between two lists is not the
 * truth either).
 */
export async function addressOptionsFor(
  db: Database,
  identityHash: string,
  truths: readonly AddressParts[],
): Promise<{ options: string[]; answers: string[] }> {
  const vocabulary = await decoyVocabulary(db);
  const plan = planFor(vocabulary, identityHash, truths[0] ?? null);
  const answers = truths.map(formatAddressOption);
  const seed = answers.length ? `${identityHash}|${answers.map(addressKey).sort().join('|')}` : identityHash;
  const wanted = DECOY_COUNT + 1 - answers.length;
  const streets = rendezvous(vocabulary.streets, drawKeys(seed, 'streets'), DRAWN_STREETS);
  const nextCandidate = decoyCandidateSource(seed, streets, plan);
  const chosen: string[] = [];
  const usedNames = new Set([plan.avoid, ...truths.map((t) => planAround(t).avoid)].filter(Boolean));
  for (let batch = 0; batch < MAX_BATCHES && chosen.length < wanted; batch += 1) {
    const round = Array.from({ length: BATCH }, nextCandidate);
    const taken = await takenStreetKeys(
      db,
      round.flatMap((c) => c.keys),
    );
    for (const candidate of round) {
      if (chosen.length === wanted || usedNames.has(candidate.name)) continue;
      if (candidate.keys.some((key) => taken.has(key))) continue;
      usedNames.add(candidate.name);
      chosen.push(formatAddressOption({ ...plan.locale, street: candidate.street }));
    }
  }
  return { options: shuffle([...answers, ...chosen]), answers };
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A new one-time token: what the caller gets, and what the table keeps (its SHA-256). */
export function newChallengeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashChallengeToken(token) };
}

export function hashChallengeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The stored answer: an HMAC of the address keyed with the token itself, so the table alone
 * (without the token, which only the caller holds) neither holds nor can confirm the address.
 * A no-match stores a value no answer can produce.
 */
/** Marks the stored answer of a no-match challenge (an HMAC never starts with it). */
export const NO_MATCH_ANSWER_PREFIX = 'none:';

export function answerHashOf(token: string, addresses: readonly string[]): string {
  if (addresses.length === 0) return `${NO_MATCH_ANSWER_PREFIX}${randomBytes(32).toString('base64url')}`;
  // Several true addresses (two people behind one SSN last 4 + birth date) are kept space-separated.
  return addresses
    .map((a) => createHmac('sha256', token).update(addressKey(a)).digest('base64url'))
    .join(' ');
}

export function answerMatches(storedHash: string, token: string, selectedAddress: string): boolean {
  const given = Buffer.from(answerHashOf(token, [selectedAddress]));
  let match = false;
  for (const one of storedHash.split(' ')) {
    const stored = Buffer.from(one);
    if (given.length === stored.length && timingSafeEqual(given, stored)) match = true;
  }
  return match;
}
