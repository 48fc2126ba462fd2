import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, identityChallenges } from '../../db/schema';

export type ChallengeRow = typeof identityChallenges.$inferSelect;
export type NewChallenge = typeof identityChallenges.$inferInsert;

/** A street line as compared: lower-case letters and digits separated by single spaces. */
const streetKeyOf = (column: typeof debtAccounts.address1 | typeof debtAccounts.coSignerAddress1) =>
  sql`btrim(regexp_replace(lower(${column}), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * Which of these street keys ("214 n cedar") begin a real street line of any debtor or co-signer,
 * in any town: a decoy must never be someone's real address, whatever the street's suffix.
 */
export async function takenStreetKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // One index probe per key: the first line in [key, key + "~") (keys hold only a-z, 0-9 and
  // spaces, all below "~"). The key itself, or the key and a space, sort before any longer word
  // ("12 main" < "12 main st" < "12 mainz"), so that first line settles it.
  const linesStarting = (column: typeof debtAccounts.address1 | typeof debtAccounts.coSignerAddress1) => sql`
    select k.key, s.street from (values ${sql.join(
      keys.map((key) => sql`(${key}::text)`),
      sql`, `,
    )}) as k(key)
    cross join lateral (
      select ${streetKeyOf(column)} as street from ${debtAccounts}
      where ${column} is not null
        and ${streetKeyOf(column)} ~>=~ k.key and ${streetKeyOf(column)} ~<~ (k.key || '~')
      order by ${streetKeyOf(column)} using ~<~ limit 1
    ) s`;
  const result = await db.transaction(async (tx) => {
    // The planner cannot estimate these expressions and prices 36 probes like table scans; its
    // just-in-time compiling would then cost ~40 ms for a query that runs in under one.
    await tx.execute(sql`set local jit = off`);
    return tx.execute<{ key: string; street: string }>(
      sql`${linesStarting(debtAccounts.address1)} union ${linesStarting(debtAccounts.coSignerAddress1)}`,
    );
  });
  return new Set(
    result.rows.filter(({ key, street }) => street === key || street.startsWith(`${key} `)).map((r) => r.key),
  );
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
