import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityCheckFailures } from '../../db/schema';
import type { IdentityFailurePurpose } from './identity-purpose';

/** 5 failed identity checks in 15 minutes, per IP or per identity, and checks pause for that key. */
export const IDENTITY_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Stands for the identity of a token nobody issued (garbage or a guess). */
export const UNKNOWN_IDENTITY = 'unknown-token';

async function failuresSince(db: Database, where: SQL, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityCheckFailures)
    .where(and(where, gt(identityCheckFailures.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Whether this IP or this identity has used up its failures. Both counts are always read, so a
 * throttled and a free identity cost the same time. The window runs on deps.clock (rows are stamped
 * with it), which lets tests move past it.
 */
export async function identityThrottledBy(
  db: Database,
  nowMs: number,
  key: { ip: string | null; identityHash: string | null },
): Promise<'ip' | 'identity' | null> {
  const since = new Date(nowMs - IDENTITY_THROTTLE.windowMs);
  const byIp = key.ip ? await failuresSince(db, eq(identityCheckFailures.ipAddress, key.ip), since) : 0;
  const byIdentity = key.identityHash
    ? await failuresSince(db, eq(identityCheckFailures.identityHash, key.identityHash), since)
    : 0;
  if (byIp >= IDENTITY_THROTTLE.maxFailures) return 'ip';
  if (byIdentity >= IDENTITY_THROTTLE.maxFailures) return 'identity';
  return null;
}

export async function recordIdentityFailure(
  db: Database,
  nowMs: number,
  failure: { ip: string | null; identityHash: string; purpose: IdentityFailurePurpose },
): Promise<void> {
  await db.insert(identityCheckFailures).values({
    ipAddress: failure.ip,
    identityHash: failure.identityHash,
    purpose: failure.purpose,
    createdAt: new Date(nowMs),
  });
}
