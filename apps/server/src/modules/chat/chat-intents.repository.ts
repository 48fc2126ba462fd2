import { CHAT_MENU_INTENTS, THROTTLES } from '@arrears/domain';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatIntents } from '../../db/schema';

/** The menu is ordered by what was chosen in this window (decision 0023). */
export const POPULARITY_WINDOW_MS = 30 * 24 * 60 * 60_000;
/** Tracking is public: a number per IP in the window, then 429. */
const TRACKED = THROTTLES['chat-intent-track'];
/** The limit in the shape its tests read. */
export const TRACK_THROTTLE = { maxPerIp: TRACKED.limit, windowMs: TRACKED.windowMs } as const;

/** Menu intents tracked at least once in the last 30 days, most tracked first (ties: the menu's order). */
export async function popularMenuIntents(db: Database, nowMs: number): Promise<string[]> {
  const n = count();
  const rows = await db
    .select({ intent: chatIntents.intent, n })
    .from(chatIntents)
    .where(
      and(
        inArray(chatIntents.intent, [...CHAT_MENU_INTENTS]),
        gt(chatIntents.createdAt, new Date(nowMs - POPULARITY_WINDOW_MS)),
      ),
    )
    .groupBy(chatIntents.intent);
  const menuIndex = (intent: string) =>
    CHAT_MENU_INTENTS.indexOf(intent as (typeof CHAT_MENU_INTENTS)[number]);
  return rows.sort((a, b) => b.n - a.n || menuIndex(a.intent) - menuIndex(b.intent)).map((r) => r.intent);
}

export interface TrackedIntent {
  intent: string;
  debtAccountId: number | null;
  conversationId: string | null;
  ip: string | null;
}

/**
 * Stores one tracked intent, unless this IP is over its limit. Inserts first and counts after, so
 * parallel requests each see their own row and every earlier one; a row over the limit is taken back.
 * Answers false when throttled.
 */
export async function trackIntent(db: Database, nowMs: number, tracked: TrackedIntent): Promise<boolean> {
  const [row] = await db
    .insert(chatIntents)
    .values({
      intent: tracked.intent,
      debtAccountId: tracked.debtAccountId,
      conversationId: tracked.conversationId,
      ipAddress: tracked.ip,
      createdAt: new Date(nowMs),
    })
    .returning({ id: chatIntents.id });
  if (!tracked.ip) return true;
  const [recent] = await db
    .select({ n: count() })
    .from(chatIntents)
    .where(
      and(
        eq(chatIntents.ipAddress, tracked.ip),
        gt(chatIntents.createdAt, new Date(nowMs - TRACKED.windowMs)),
      ),
    );
  if ((recent?.n ?? 0) <= TRACKED.limit) return true;
  await db.delete(chatIntents).where(eq(chatIntents.id, row.id));
  return false;
}
