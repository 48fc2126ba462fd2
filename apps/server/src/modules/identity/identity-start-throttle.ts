import { THROTTLES } from '@arrears/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityCheckStarts } from '../../db/schema';
import type { IdentityFailurePurpose } from './identity-purpose';

const STARTS = THROTTLES['identity-start'];

/**
 * Starts of an identity check allowed per client network, across quick access, dispute quick
 * access, the chat and debtor registration together, in the shape its tests read. Step one answers
 * alike for a match and a no-match, but without a count a caller could still walk all 10,000 SSN
 * last-4 values for a birth date; with it, one network gets a handful.
 */
export const IDENTITY_START_LIMIT = { perNetwork: STARTS.limit, windowMs: STARTS.windowMs } as const;

/** The service's own rate is read over this window (starts of every network). */
export const SERVICE_RATE_WINDOW_MS = 60 * 1000;

export interface StartClaim {
  /** The network has used up its starts: this one was not written and must be refused. */
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
 * Counts a start BEFORE it is judged, one network at a time: a transaction-scoped advisory lock on
 * the network makes parallel starts from it take turns, each counting every start written before
 * it, so a burst gets exactly the starts left (neither more, nor none as an insert-then-count race
 * would give on a server with several connections). A refused start is not written: refusals do
 * not extend the wait, and a flood of them does not grow the table.
 */
export async function claimIdentityStart(
  db: Database,
  nowMs: number,
  start: { network: string | null; purpose: IdentityFailurePurpose },
): Promise<StartClaim> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    let refused = false;
    if (start.network) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-start|${start.network}`}))`);
      const since = new Date(nowMs - STARTS.windowMs);
      refused = (await startsSince(tx, since, start.network)) >= STARTS.limit;
    }
    if (!refused) {
      await tx
        .insert(identityCheckStarts)
        .values({ network: start.network, purpose: start.purpose, createdAt: new Date(nowMs) });
    }
    const serviceStarts = await startsSince(tx, new Date(nowMs - SERVICE_RATE_WINDOW_MS));
    return { refused, serviceStarts };
  });
}
