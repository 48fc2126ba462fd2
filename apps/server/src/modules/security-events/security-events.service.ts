import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SecurityEventType, securityEvents } from '../../db/schema';

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface SecurityEventInput {
  type: SecurityEventType;
  outcome: 'success' | 'failure' | 'blocked';
  riskLevel: 'low' | 'medium' | 'high';
  origin: RequestOrigin;
  userId?: number | null;
  username?: string | null;
  details?: Record<string, unknown>;
}

export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    outcome: event.outcome,
    riskLevel: event.riskLevel,
    ip: event.origin.ip,
    userAgent: event.origin.userAgent?.slice(0, 500) ?? null,
    userId: event.userId ?? null,
    username: event.username?.toLowerCase() ?? null,
    details: event.details ?? null,
  });
}

/**
 * How many events of these types a username or an IP caused in the last `windowMs`, measured on
 * the database clock (the one that stamped the rows), so every server instance agrees.
 */
export async function countRecentEvents(
  db: Database,
  types: SecurityEventType[],
  by: { username: string } | { ip: string },
  windowMs: number,
): Promise<number> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const who =
    'username' in by ? eq(securityEvents.username, by.username.toLowerCase()) : eq(securityEvents.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(inArray(securityEvents.type, types), who, gte(securityEvents.createdAt, since)));
  return row?.n ?? 0;
}
