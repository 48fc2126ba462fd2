import { DIALER_PREVIEW_DEFAULT_SECONDS, TERMINAL_CALL_STATUSES } from '@arrears/domain';
import { and, desc, eq, gt, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calls, dialerClaims, dialerSettings } from '../../db/schema';

/** A call older than this with no final status is not taken to be live (a lost status webhook). */
const LIVE_CALL_HOURS = 2;
/** An account called (by anyone) this recently is not dialled again by the dialer. */
export const DIALER_REDIAL_MINUTES = 60;

/**
 * Takes the account for this agent until `expiresAt`, in one statement: a new row, or the agent's own
 * row, or a row whose hold has run out. Another agent's live hold leaves the row as it is and answers
 * false. Two agents asking at once: one insert wins, the other's ON CONFLICT sees the winner's live
 * hold and takes nothing.
 */
export async function claimAccount(
  db: Database,
  input: { accountId: number; userId: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const taken = await db.execute<{ id: number }>(sql`
    INSERT INTO dialer_claims (debt_account_id, user_id, claimed_at, expires_at, call_sid)
    VALUES (${input.accountId}, ${input.userId}, ${input.now.toISOString()}::timestamptz,
            ${input.expiresAt.toISOString()}::timestamptz, NULL)
    ON CONFLICT (debt_account_id) DO UPDATE
      SET user_id = EXCLUDED.user_id, claimed_at = EXCLUDED.claimed_at,
          expires_at = EXCLUDED.expires_at, call_sid = NULL
      WHERE dialer_claims.user_id = EXCLUDED.user_id OR dialer_claims.expires_at <= EXCLUDED.claimed_at
    RETURNING debt_account_id AS id`);
  return taken.rows.length === 1;
}

/** Lets go of every hold of this agent (but the one kept, if any). */
export async function releaseClaims(db: Database, userId: number, keep?: number): Promise<void> {
  await db
    .delete(dialerClaims)
    .where(
      keep === undefined
        ? eq(dialerClaims.userId, userId)
        : and(eq(dialerClaims.userId, userId), ne(dialerClaims.debtAccountId, keep)),
    );
}

/** The agent's live hold on this account, if they have one. */
export async function liveClaimOf(db: Database, accountId: number, userId: number, now: Date) {
  const [row] = await db
    .select()
    .from(dialerClaims)
    .where(
      and(
        eq(dialerClaims.debtAccountId, accountId),
        eq(dialerClaims.userId, userId),
        gt(dialerClaims.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Marks the call placed on a held account and renews the hold. */
export async function markDialled(
  db: Database,
  input: { accountId: number; userId: number; callSid: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(dialerClaims)
    .set({ callSid: input.callSid, expiresAt: input.expiresAt })
    .where(and(eq(dialerClaims.debtAccountId, input.accountId), eq(dialerClaims.userId, input.userId)));
}

/**
 * The accounts the dialer passes over among these: another agent's live hold; a call of another agent
 * with no final status yet (placed from the workspace or the dialer in the last two hours); and any
 * call placed in the last hour, by anyone (an account just worked does not ring again at once).
 */
export async function accountsToPassOver(
  db: Database,
  accountIds: readonly number[],
  userId: number,
  now: Date,
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const held = await db
    .select({ id: dialerClaims.debtAccountId })
    .from(dialerClaims)
    .where(
      and(
        inArray(dialerClaims.debtAccountId, [...accountIds]),
        ne(dialerClaims.userId, userId),
        gt(dialerClaims.expiresAt, now),
      ),
    );
  const since = new Date(now.getTime() - LIVE_CALL_HOURS * 3_600_000);
  const recent = new Date(now.getTime() - DIALER_REDIAL_MINUTES * 60_000);
  const live = await db
    .select({ id: calls.debtAccountId })
    .from(calls)
    .where(
      and(
        inArray(calls.debtAccountId, [...accountIds]),
        or(
          gt(calls.createdAt, recent),
          and(
            sql`${calls.userId} IS DISTINCT FROM ${userId}`,
            notInArray(calls.status, [...TERMINAL_CALL_STATUSES]),
            gt(calls.createdAt, since),
          ),
        ),
      ),
    );
  return new Set([...held, ...live].map((r) => r.id));
}

/** The agent's latest call: its disposition must be saved before the dialer gives the next account. */
export async function lastCallOf(db: Database, userId: number) {
  const [row] = await db
    .select({ callSid: calls.callSid, disposition: calls.disposition, accountId: calls.debtAccountId })
    .from(calls)
    .where(eq(calls.userId, userId))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(1);
  return row ?? null;
}

/** The agency's preview length; the default until an administrator saves one. */
export async function previewSecondsOf(db: Database): Promise<number> {
  const [row] = await db
    .select({ previewSeconds: dialerSettings.previewSeconds })
    .from(dialerSettings)
    .where(eq(dialerSettings.id, 1));
  return row?.previewSeconds ?? DIALER_PREVIEW_DEFAULT_SECONDS;
}

export async function savePreviewSeconds(db: Database, previewSeconds: number, userId: number, now: Date) {
  await db
    .insert(dialerSettings)
    .values({ id: 1, previewSeconds, updatedByUserId: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: dialerSettings.id,
      set: { previewSeconds, updatedByUserId: userId, updatedAt: now },
    });
}
