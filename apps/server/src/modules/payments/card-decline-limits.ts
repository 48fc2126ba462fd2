import { THROTTLES, type ThrottleName } from '@arrears/domain';
import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cardDeclineClaims } from '../../db/schema';

/**
 * Declined card attempts allowed before every further attempt is refused (decision 0031): someone
 * testing stolen cards needs many answers from the processor, a debtor a few. A chat session's
 * window is its whole life. Payments taken by staff are not counted: the refusal tells the debtor
 * to call us. Each limit is a throttle of the table.
 */
const THROTTLE_OF = {
  chatSession: 'card-decline-chat-session',
  account: 'card-decline-account',
  network: 'card-decline-network',
} as const satisfies Record<string, ThrottleName>;

export type CardDeclineLimit = keyof typeof THROTTLE_OF;

/** The throttles a debtor's card attempt counts under (a chat's payment adds its session's). */
export const CARD_DECLINE_THROTTLES = [
  THROTTLE_OF.account,
  THROTTLE_OF.network,
] as const satisfies readonly ThrottleName[];
export const CHAT_CARD_DECLINE_THROTTLES = [
  THROTTLE_OF.chatSession,
  ...CARD_DECLINE_THROTTLES,
] as const satisfies readonly ThrottleName[];

/** The table's entry of one limit. */
export function cardDeclineThrottle(limit: CardDeclineLimit) {
  return THROTTLES[THROTTLE_OF[limit]];
}

const shaped = (limit: CardDeclineLimit) => ({
  max: cardDeclineThrottle(limit).limit,
  windowMs: cardDeclineThrottle(limit).windowMs,
});

/** The limits in the shape their tests read. */
export const CARD_DECLINE_LIMITS = {
  chatSession: shaped('chatSession'),
  account: shaped('account'),
  network: shaped('network'),
} as const;

/** What an attempt of the portal or the chat counts under. */
export interface CardAttemptKeys {
  debtAccountId: number;
  /** clientNetwork() of the caller; null when the address is unknown. */
  network: string | null;
  chatSessionId: string | null;
}

/** The row filter of each limit for these keys; undefined when the key does not apply. */
function filtersOf(keys: CardAttemptKeys): Array<[CardDeclineLimit, SQL | undefined]> {
  const c = cardDeclineClaims;
  return [
    ['chatSession', keys.chatSessionId ? eq(c.chatSessionId, keys.chatSessionId) : undefined],
    ['account', eq(c.debtAccountId, keys.debtAccountId)],
    ['network', keys.network ? eq(c.network, keys.network) : undefined],
  ];
}

/** The advisory lock namespace of the card limits (first key of the two-key form; any fixed int4). */
const LOCK_CLASS = 0x0c_a4d5;

/** One lock per counted key, always taken in this order (so two attempts never wait on each other in a circle). */
function lockNamesOf(keys: CardAttemptKeys): string[] {
  return [
    `account:${keys.debtAccountId}`,
    keys.chatSessionId && `chat:${keys.chatSessionId}`,
    keys.network && `network:${keys.network}`,
  ].filter((name): name is string => Boolean(name));
}

/** The first limit these keys have used up (`max` rows in its window). */
async function limitReached(
  tx: Transaction,
  nowMs: number,
  keys: CardAttemptKeys,
): Promise<CardDeclineLimit | null> {
  for (const [limit, where] of filtersOf(keys)) {
    if (!where) continue;
    const { limit: max, windowMs } = cardDeclineThrottle(limit);
    const [row] = await tx
      .select({ n: count() })
      .from(cardDeclineClaims)
      .where(and(where, gt(cardDeclineClaims.createdAt, new Date(nowMs - windowMs))));
    if ((row?.n ?? 0) >= max) return limit;
  }
  return null;
}

export type CardAttemptClaim = { id: number; limitedBy: null } | { id: null; limitedBy: CardDeclineLimit };

/**
 * Counts a card attempt as a decline BEFORE the processor is asked, inside the transaction that
 * reserves the charge: under a lock per key (account, chat session, network), the limits are
 * counted and, when none is used up, a row is written. Concurrent attempts on a key queue for its
 * lock, so a parallel burst gets exactly the remaining slots through and no more, and the attempts
 * past them are refused without being counted. The caller releases an approved one.
 */
export async function claimCardAttempt(
  tx: Transaction,
  nowMs: number,
  keys: CardAttemptKeys,
): Promise<CardAttemptClaim> {
  for (const name of lockNamesOf(keys)) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::integer, hashtext(${name}))`);
  }
  const limitedBy = await limitReached(tx, nowMs, keys);
  if (limitedBy) return { id: null, limitedBy };
  const [row] = await tx
    .insert(cardDeclineClaims)
    .values({ ...keys, createdAt: new Date(nowMs) })
    .returning({ id: cardDeclineClaims.id });
  return { id: row.id, limitedBy: null };
}

/** The attempt was approved (or never reached the processor): it no longer counts. */
export async function releaseCardAttempt(db: Database | Transaction, id: number): Promise<void> {
  await db.delete(cardDeclineClaims).where(eq(cardDeclineClaims.id, id));
}
