import { and, count, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardDeclineClaims } from '../../db/schema';
import { CHAT_SESSION_LIFETIME_MS } from '../chat/chat-session.store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Declined card attempts allowed before every further attempt is refused (decision 0031): someone
 * testing stolen cards needs many answers from the processor, a debtor a few. A chat session lives
 * at most 30 minutes, so its window is the whole session. Staff are counted per user, not by the
 * office's address, so one agent's declines never stop another agent or the debtors.
 */
export const CARD_DECLINE_LIMITS = {
  chatSession: { max: 3, windowMs: CHAT_SESSION_LIFETIME_MS },
  account: { max: 5, windowMs: 24 * HOUR_MS },
  network: { max: 10, windowMs: HOUR_MS },
  staffUser: { max: 10, windowMs: HOUR_MS },
} as const;

export type CardDeclineLimit = keyof typeof CARD_DECLINE_LIMITS;

/** What an attempt counts under. The portal and the chat set `network`; the back office `staffUserId`. */
export interface CardAttemptKeys {
  debtAccountId: number;
  network: string | null;
  chatSessionId: string | null;
  staffUserId: number | null;
}

/** The row filter of each limit for these keys; null when the key does not apply. */
function filtersOf(keys: CardAttemptKeys): Array<[CardDeclineLimit, SQL | undefined]> {
  const c = cardDeclineClaims;
  if (keys.staffUserId !== null) return [['staffUser', eq(c.staffUserId, keys.staffUserId)]];
  return [
    ['chatSession', keys.chatSessionId ? eq(c.chatSessionId, keys.chatSessionId) : undefined],
    // Staff attempts on the account do not count here: the 429 tells the debtor to call us.
    ['account', and(eq(c.debtAccountId, keys.debtAccountId), isNull(c.staffUserId))],
    ['network', keys.network ? eq(c.network, keys.network) : undefined],
  ];
}

/** The first limit these keys have gone past (more than `max` rows in its window, this attempt's included). */
async function limitPassed(
  db: Database,
  nowMs: number,
  keys: CardAttemptKeys,
): Promise<CardDeclineLimit | null> {
  for (const [limit, where] of filtersOf(keys)) {
    if (!where) continue;
    const { max, windowMs } = CARD_DECLINE_LIMITS[limit];
    const [row] = await db
      .select({ n: count() })
      .from(cardDeclineClaims)
      .where(and(where, gt(cardDeclineClaims.createdAt, new Date(nowMs - windowMs))));
    if ((row?.n ?? 0) > max) return limit;
  }
  return null;
}

/**
 * Counts a card attempt as a decline BEFORE the processor is asked: the row is written, then each
 * limit is counted with it. Every concurrent attempt sees its own row and all rows written before
 * it, so a parallel burst gets at most `max` attempts through to the processor. An attempt over a
 * limit is taken back at once (it never reached the processor); the caller releases an approved one.
 */
export async function claimCardAttempt(
  db: Database,
  nowMs: number,
  keys: CardAttemptKeys,
): Promise<{ id: number; limitedBy: null } | { id: null; limitedBy: CardDeclineLimit }> {
  const [row] = await db
    .insert(cardDeclineClaims)
    .values({ ...keys, createdAt: new Date(nowMs) })
    .returning({ id: cardDeclineClaims.id });
  const limitedBy = await limitPassed(db, nowMs, keys);
  if (!limitedBy) return { id: row.id, limitedBy: null };
  await releaseCardAttempt(db, row.id);
  return { id: null, limitedBy };
}

/** The attempt was approved (or never reached the processor): it no longer counts. */
export async function releaseCardAttempt(db: Database, id: number): Promise<void> {
  await db.delete(cardDeclineClaims).where(eq(cardDeclineClaims.id, id));
}
