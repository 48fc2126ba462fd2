import { createHmac, randomBytes } from 'node:crypto';
import { SESSION_LIMITS } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, type UserRow, users } from '../db/schema';
import type { RequestOrigin } from '../request-origin';

/** last_seen_at is written at most this often, so a busy session costs one read per request. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export interface ActiveSession {
  id: string;
  user: UserRow;
}

/** What a cookie token leads to: a live session, one that just expired (its row is gone), or nothing. */
export type ResumeResult = { session: ActiveSession } | { expired: UserRow } | null;

export class SessionStore {
  /** Runs on every authenticated request: built and prepared once. */
  private readonly findSession;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.findSession = db
      .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('session_resume');
  }

  private idOf(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  /** Starts a new session (always a new id: no fixation) and returns the cookie token. */
  async create(userId: number, origin: RequestOrigin): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now + SESSION_LIMITS.absoluteLifetimeMs);
    await this.db.insert(sessions).values({
      id: this.idOf(token),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
    });
    return { token, expiresAt };
  }

  /**
   * The live session behind a cookie token, refreshed as activity. Idle (30 min) or past its
   * absolute lifetime (12 h), the row is deleted and null returned.
   */
  async resume(token: string): Promise<ResumeResult> {
    const id = this.idOf(token);
    const [row] = await this.findSession.execute({ id });
    if (!row) return null;
    const now = this.now();
    const idleFor = now - row.lastSeenAt.getTime();
    if (idleFor >= SESSION_LIMITS.idleTimeoutMs || now >= row.expiresAt.getTime()) {
      await this.db.delete(sessions).where(eq(sessions.id, id));
      return { expired: row.user };
    }
    if (idleFor >= LAST_SEEN_WRITE_INTERVAL_MS) await this.touch(id);
    return { session: { id, user: row.user } };
  }

  /** Marks activity now ('Stay Logged In' calls this explicitly). */
  async touch(id: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(this.now()) })
      .where(eq(sessions.id, id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }
}
