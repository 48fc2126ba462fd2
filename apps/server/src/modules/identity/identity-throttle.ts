import { THROTTLES } from '@arrears/domain';
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityCheckFailures } from '../../db/schema';
import type { IdentityFailurePurpose } from './identity-purpose';

const PER_NETWORK = THROTTLES['identity-failure-network'];
const PER_IDENTITY = THROTTLES['identity-failure-identity'];

/**
 * Failed identity checks allowed per client network and per identity, in the shape their tests
 * read. The identity limit is low on purpose: an identity is always offered the same five
 * addresses, so more wrong picks than that would let someone who knows the SSN last 4 and birth
 * date simply try them in turn.
 */
export const IDENTITY_THROTTLE = {
  ip: { maxFailures: PER_NETWORK.limit, windowMs: PER_NETWORK.windowMs },
  identity: { maxFailures: PER_IDENTITY.limit, windowMs: PER_IDENTITY.windowMs },
} as const;

/** Stands for the identity of a token nobody issued (garbage or a guess). */
export const UNKNOWN_IDENTITY = 'unknown-token';

export type ThrottledBy = 'ip' | 'identity' | null;

async function failuresSince(db: Database, where: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityCheckFailures)
    .where(and(where, gt(identityCheckFailures.createdAt, since)));
  return row?.n ?? 0;
}

async function failureCounts(
  db: Database,
  nowMs: number,
  key: { ip: string | null; identityHash: string | null },
) {
  const byIp = key.ip
    ? await failuresSince(
        db,
        eq(identityCheckFailures.ipAddress, key.ip),
        new Date(nowMs - PER_NETWORK.windowMs),
      )
    : 0;
  const byIdentity = key.identityHash
    ? await failuresSince(
        db,
        eq(identityCheckFailures.identityHash, key.identityHash),
        new Date(nowMs - PER_IDENTITY.windowMs),
      )
    : 0;
  return { byIp, byIdentity };
}

/**
 * Whether this IP or this identity has used up its failures (a read, for the step that counts
 * nothing). Both counts are always read, so a throttled and a free identity cost the same time. The
 * windows run on deps.clock (rows are stamped with it), which lets tests move past them.
 */
export async function identityThrottledBy(
  db: Database,
  nowMs: number,
  key: { ip: string | null; identityHash: string | null },
): Promise<ThrottledBy> {
  const { byIp, byIdentity } = await failureCounts(db, nowMs, key);
  if (byIp >= PER_NETWORK.limit) return 'ip';
  if (byIdentity >= PER_IDENTITY.limit) return 'identity';
  return null;
}

/**
 * Counts an attempt as a failure BEFORE it is judged: the row is written, then the failures are
 * counted with it. Each concurrent attempt sees its own row and every row written before it, so no
 * burst of parallel requests gets more than the limit through. A passed or refused attempt
 * releases its row.
 */
export async function claimIdentityAttempt(
  db: Database,
  nowMs: number,
  attempt: { ip: string | null; identityHash: string; purpose: IdentityFailurePurpose },
): Promise<{ id: number; throttledBy: ThrottledBy }> {
  const [row] = await db
    .insert(identityCheckFailures)
    .values({
      ipAddress: attempt.ip,
      identityHash: attempt.identityHash,
      purpose: attempt.purpose,
      createdAt: new Date(nowMs),
    })
    .returning({ id: identityCheckFailures.id });
  const { byIp, byIdentity } = await failureCounts(db, nowMs, attempt);
  const throttledBy: ThrottledBy =
    byIp > PER_NETWORK.limit ? 'ip' : byIdentity > PER_IDENTITY.limit ? 'identity' : null;
  // A refused attempt was never judged: it does not count, or a burst (many debtors behind one
  // address, all passing) would keep the address blocked for the whole window.
  if (throttledBy) await releaseIdentityAttempt(db, row.id);
  return { id: row.id, throttledBy };
}

/** The attempt passed: it no longer counts as a failure. */
export async function releaseIdentityAttempt(db: Database, id: number): Promise<void> {
  await db.delete(identityCheckFailures).where(eq(identityCheckFailures.id, id));
}
