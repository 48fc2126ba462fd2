import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { type AddressParts, addressKey, formatAddressOption } from './address-options';
import { DRAWN_STREETS, decoyCandidateSource, drawKeys, planFor, rendezvous } from './decoy-addresses';
import { decoyVocabulary } from './decoy-vocabulary';
import { takenStreetKeys } from './identity-challenges.repository';

/** Decoys per list: with the true address, five options (one right pick in five by chance). */
export const DECOY_COUNT = 4;
const BATCH = 12;
const MAX_BATCHES = 8;

/**
 * The options of step two: the true address (when there is one) and DECOY_COUNT made-up ones that
 * are nobody's real street line, in random order. Without a true address (no match) every option is
 * made up around a stand-in, through exactly the same steps and queries.
 */
export async function addressOptionsFor(
  db: Database,
  identityHash: string,
  truth: AddressParts | null,
): Promise<{ options: string[]; answer: string | null }> {
  const vocabulary = await decoyVocabulary(db);
  const plan = planFor(vocabulary, identityHash, truth);
  const wanted = truth ? DECOY_COUNT : DECOY_COUNT + 1;
  const streets = rendezvous(vocabulary.streets, drawKeys(identityHash, 'streets'), DRAWN_STREETS);
  const nextCandidate = decoyCandidateSource(identityHash, streets, plan);
  const chosen: string[] = [];
  const usedNames = new Set([plan.avoid].filter(Boolean));
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
  const answer = truth ? formatAddressOption(truth) : null;
  return { options: shuffle(answer ? [answer, ...chosen] : chosen), answer };
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

export function answerHashOf(token: string, address: string | null): string {
  if (address === null) return `${NO_MATCH_ANSWER_PREFIX}${randomBytes(32).toString('base64url')}`;
  return createHmac('sha256', token).update(addressKey(address)).digest('base64url');
}

export function answerMatches(storedHash: string, token: string, selectedAddress: string): boolean {
  const given = Buffer.from(answerHashOf(token, selectedAddress));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
