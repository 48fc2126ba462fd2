import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityCheckStarts } from '../../db/schema';
import type { IdentityFailurePurpose } from './identity-purpose';

/**
 * Starts of an identity check allowed per client network: 10 in 15 minutes, across quick access,
 * dispute quick access, the chat and debtor registration together. Step one answers alike for a
 * match and a no-match, but without a count a caller could still walk all 10,000 SSN last-4 values
 * for a birth date; with it, one network gets 10.
 */
export const IDENTITY_START_LIMIT = { perNetwork: 10, windowMs: 15 * 60 * 1000 } as const;

/** The service's own rate is read over this window (starts of every network). */
export const SERVICE_RATE_WINDOW_MS = 60 * 1000;

export interface StartClaim {
  /** The network has used up its starts: this one was not counted and must be refused. */
  refused: boolean;
  /** Starts of every network within the last SERVICE_RATE_WINDOW_MS, this one included. */
  serviceStarts: number;
}

async function startsSince(db: Database, since: Date, network?: string | null): Promise<number> {
  const inWindow = gt(identityCheckStarts.createdAt, since);
  const [row] = await db
    .select({ n: count() })
    .from(identityCheckStarts)
    .where(network === undefined ? inWindow : and(inWindow, eq(identityCheckStarts.network, network ?? '')));
  return row?.n ?? 0;
}

/**
 * Counts a start BEFORE it is judged: the row is written, then the network's starts are counted
 * with it, so a burst of parallel calls gets no more than the limit through (each sees its own row
 * and every row written before it). A refused start is taken out again: refusals do not extend the
 * wait, and a flood of them does not grow the table.
 */
export async function claimIdentityStart(
  db: Database,
  nowMs: number,
  start: { network: string | null; purpose: IdentityFailurePurpose },
): Promise<StartClaim> {
  const [row] = await db
    .insert(identityCheckStarts)
    .values({ network: start.network, purpose: start.purpose, createdAt: new Date(nowMs) })
    .returning({ id: identityCheckStarts.id });
  const fromNetwork = start.network
    ? await startsSince(db, new Date(nowMs - IDENTITY_START_LIMIT.windowMs), start.network)
    : 0;
  const refused = fromNetwork > IDENTITY_START_LIMIT.perNetwork;
  if (refused && row) await db.delete(identityCheckStarts).where(eq(identityCheckStarts.id, row.id));
  const serviceStarts = await startsSince(db, new Date(nowMs - SERVICE_RATE_WINDOW_MS));
  return { refused, serviceStarts };
}
