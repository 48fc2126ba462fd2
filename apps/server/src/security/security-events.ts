import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type RiskLevel, type SecurityEventType, securityEvents } from '../db/schema';
import type { RequestOrigin } from '../request-origin';
import { assessRisk, BURST } from './risk-rules';

export interface SecurityEventInput {
  type: SecurityEventType;
  success: boolean;
  description: string;
  origin: RequestOrigin;
  user?: { id: number; role: string; username: string } | null;
  /** The username claimed, when there is no user (an unknown name at sign-in). */
  username?: string | null;
  details?: Record<string, unknown>;
  /** Overrides the rules of risk-rules.ts. */
  riskLevel?: RiskLevel;
}

/** The one writer of security events: every module records through it. */
export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<RiskLevel> {
  return (await recordSecurityEventWithId(db, event)).riskLevel;
}

/** Records an event and answers its row's id: a throttle's claimed attempt is settled through it. */
export async function recordSecurityEventWithId(
  db: Database,
  event: SecurityEventInput,
): Promise<{ id: number; riskLevel: RiskLevel }> {
  const username = (event.user?.username ?? event.username)?.toLowerCase() ?? null;
  const riskLevel = event.riskLevel ?? (await riskOf(db, event, username));
  const [row] = await db
    .insert(securityEvents)
    .values({
      eventType: event.type,
      success: event.success,
      description: event.description,
      riskLevel,
      ipAddress: event.origin.ip,
      userAgent: event.origin.userAgent?.slice(0, 500) ?? null,
      userId: event.user?.id ?? null,
      userRole: event.user?.role ?? null,
      username,
      details: event.details ?? null,
    })
    .returning({ id: securityEvents.id });
  return { id: row.id, riskLevel };
}

async function riskOf(db: Database, event: SecurityEventInput, username: string | null): Promise<RiskLevel> {
  const needsHistory = !event.success || event.type === 'login_success';
  if (!needsHistory) return assessRisk({ ...event, recentFailuresFromIp: 0, recentFailuresForUser: 0 });
  const failureType = event.type === 'login_success' ? 'login_failure' : event.type;
  const fromIp =
    !event.success && event.origin.ip
      ? (await countRecentEvents(db, [failureType], { ip: event.origin.ip }, BURST.windowMs)) + 1
      : 0;
  const forUser =
    event.type === 'login_success' && username
      ? await countRecentEvents(db, ['login_failure'], { username }, BURST.windowMs)
      : 0;
  return assessRisk({ ...event, recentFailuresFromIp: fromIp, recentFailuresForUser: forUser });
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
    'username' in by
      ? eq(securityEvents.username, by.username.toLowerCase())
      : eq(securityEvents.ipAddress, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(inArray(securityEvents.eventType, types), who, gte(securityEvents.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether an event of this type was recorded by anyone in the last `windowMs` (database clock). */
export async function eventRecordedWithin(
  db: Database,
  type: SecurityEventType,
  windowMs: number,
): Promise<boolean> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, type), gte(securityEvents.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
