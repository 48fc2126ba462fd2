import { createHmac, randomBytes } from 'node:crypto';
import { CHAT_TIMING } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatSessions } from '../db/schema';
import type { AppDeps } from '../deps';

/** A chat session lives at most this long, however active (docs/product/chat.md; the design's 30 minutes). */
export const CHAT_SESSION_LIFETIME_MS = 30 * 60_000;
/** last_seen_at is written at most this often: the idle limit is 5 minutes, so a few seconds is exact enough. */
const LAST_SEEN_WRITE_INTERVAL_MS = 5_000;

/** A live, verified chat conversation: it reaches only these accounts of one identity. */
export interface ChatSessionInfo {
  id: string;
  identityHash: string;
  /** The account the chat opened on comes first (verify-address's account_info). */
  accountIds: number[];
  /** Keyed hash of the debtor_id handle of this session (null for sessions started before handles). */
  handleHash: string | null;
}

/**
 * Chat sessions, separate from sign-in sessions: the cookie holds a random token, the row its
 * keyed hash (a leaked table gives no usable cookie). Idle and absolute expiry are checked here,
 * on the server, whatever the widget's own timer says.
 */
export class ChatSessionStore {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  private idOf(token: string): string {
    return createHmac('sha256', this.secret).update(`chat-session:${token}`).digest('base64url');
  }

  /** The stored form of a debtor_id handle: keyed, so the table alone cannot be replayed as handles. */
  handleHashOf(handle: string): string {
    return createHmac('sha256', this.secret).update(`chat-handle:${handle}`).digest('base64url');
  }

  /**
   * Starts a session for the verified identity and returns the cookie token. `handle`: the debtor_id
   * the identity check handed out, which from now on names this session in the spec's calls.
   */
  async create(
    identityHash: string,
    accountIds: number[],
    ip: string | null,
    handle: string | null = null,
  ): Promise<{ token: string; id: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = this.idOf(token);
    const now = this.now();
    await this.db.insert(chatSessions).values({
      id,
      identityHash,
      accountIds,
      handleHash: handle === null ? null : this.handleHashOf(handle),
      ipAddress: ip,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + CHAT_SESSION_LIFETIME_MS),
      createdAt: new Date(now),
    });
    return { token, id };
  }

  /** The live session behind a cookie token (its activity refreshed), or null when ended, idle or too old. */
  async resume(token: string): Promise<ChatSessionInfo | null> {
    const id = this.idOf(token);
    const [row] = await this.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, id), isNull(chatSessions.endedAt)))
      .limit(1);
    if (!row) return null;
    const now = this.now();
    const idleFor = now - row.lastSeenAt.getTime();
    if (idleFor >= CHAT_TIMING.sessionTimeoutMs || now >= row.expiresAt.getTime()) {
      await this.db
        .update(chatSessions)
        .set({ endedAt: new Date(now) })
        .where(eq(chatSessions.id, id));
      return null;
    }
    if (idleFor >= LAST_SEEN_WRITE_INTERVAL_MS) {
      await this.db
        .update(chatSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(chatSessions.id, id));
    }
    return { id, identityHash: row.identityHash, accountIds: row.accountIds, handleHash: row.handleHash };
  }

  /** Ends the session behind a cookie token (logout); unknown tokens are ignored. */
  async end(token: string): Promise<void> {
    await this.db
      .update(chatSessions)
      .set({ endedAt: new Date(this.now()) })
      .where(and(eq(chatSessions.id, this.idOf(token)), isNull(chatSessions.endedAt)));
  }
}

const stores = new WeakMap<AppDeps, ChatSessionStore>();

/** The one chat session store of an app (built from its deps on first use). */
export function chatSessionsOf(deps: AppDeps): ChatSessionStore {
  let store = stores.get(deps);
  if (!store) {
    store = new ChatSessionStore(deps.db, deps.config.sessionSecret, deps.clock);
    stores.set(deps, store);
  }
  return store;
}
