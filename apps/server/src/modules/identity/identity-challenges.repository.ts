import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, identityChallenges } from '../../db/schema';

export type ChallengeRow = typeof identityChallenges.$inferSelect;
export type NewChallenge = typeof identityChallenges.$inferInsert;

/** The accounts of one identity (SSN last 4 + birth date), found through the keyed hash only. */
export async function accountsOfIdentity(db: Database, identityHash: string) {
  return db
    .select({
      id: debtAccounts.id,
      userId: debtAccounts.userId,
      address1: debtAccounts.address1,
      city: debtAccounts.city,
      state: debtAccounts.state,
      zipCode: debtAccounts.zipCode,
    })
    .from(debtAccounts)
    .where(eq(debtAccounts.identityHash, identityHash))
    .orderBy(desc(debtAccounts.updatedAt), desc(debtAccounts.id));
}

/** A street line as compared: lower-case letters and digits separated by single spaces. */
const streetKeyOf = (column: typeof debtAccounts.address1 | typeof debtAccounts.coSignerAddress1) =>
  sql`btrim(regexp_replace(lower(${column}), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * Which of these street keys ("214 cedar") begin a real street line of any debtor or co-signer,
 * in any town: a decoy must never be someone's real address, whatever the street's suffix.
 */
export async function takenStreetKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // A prefix LIKE per key, served by the street-key indexes (keys hold only a-z, 0-9 and spaces,
  // so no LIKE wildcard); the exact "key or key + space" test is done below.
  const matching = (column: typeof debtAccounts.address1 | typeof debtAccounts.coSignerAddress1) =>
    or(...keys.map((key) => sql`${streetKeyOf(column)} like ${`${key}%`}`));
  const result = await db.execute<{ k: string }>(sql`
    select ${streetKeyOf(debtAccounts.address1)} as k from ${debtAccounts}
    where ${debtAccounts.address1} is not null and (${matching(debtAccounts.address1)})
    union
    select ${streetKeyOf(debtAccounts.coSignerAddress1)} as k from ${debtAccounts}
    where ${debtAccounts.coSignerAddress1} is not null and (${matching(debtAccounts.coSignerAddress1)})`);
  const real = result.rows.map((row) => row.k);
  return new Set(keys.filter((key) => real.some((k) => k === key || k.startsWith(`${key} `))));
}

export async function insertChallenge(db: Database, challenge: NewChallenge): Promise<void> {
  await db.insert(identityChallenges).values(challenge);
}

/**
 * Spends a token whatever the outcome: the one attempt it allows. Answers the row when the token
 * was open, or undefined when it is unknown or already spent.
 */
export async function spendChallenge(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(identityChallenges)
    .set({ usedAt: now })
    .where(and(eq(identityChallenges.tokenHash, tokenHash), isNull(identityChallenges.usedAt)))
    .returning();
  return row;
}

/** The identity behind a spent token (a second attempt still counts against that identity). */
export async function identityOfToken(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ identityHash: identityChallenges.identityHash })
    .from(identityChallenges)
    .where(eq(identityChallenges.tokenHash, tokenHash))
    .orderBy(asc(identityChallenges.id))
    .limit(1);
  return row?.identityHash;
}
