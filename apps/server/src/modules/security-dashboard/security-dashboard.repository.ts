import {
  RISK_LEVEL_VALUES,
  type RiskLevelValue,
  SECURITY_TIME_ZONE,
  SECURITY_WINDOWS,
  type SecurityDashboard,
  type SecurityEvent,
  type SecurityEventSort,
  type SecuritySearchFilters,
  type SecurityStats,
  securitySearchInstant,
} from '@arrears/domain';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP, cappedCount } from '../../db/capped-count';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { securityEvents } from '../../db/schema';
import { eventColumns, presentEvent } from './security-event-presenter';

/** The event types the "failed logins" figures count. */
const FAILED_LOGIN = 'login_failure';
const HIGH_RISK: RiskLevelValue[] = ['HIGH', 'CRITICAL'];
const t = securityEvents;

/*
 * Every window is measured on the database clock, the one that stamped created_at (as
 * countRecentEvents does), so the figures agree across server instances.
 */

/** The summary window: the last 24 hours. */
const summarySince = sql`now() - make_interval(hours => ${SECURITY_WINDOWS.summaryHours}::int)`;

/** Today and the 13 days before it, as US Eastern calendar days. */
const today = sql`(now() AT TIME ZONE ${SECURITY_TIME_ZONE})::date`;
const firstDay = sql`(${today} - ${SECURITY_WINDOWS.statsDays - 1}::int)`;
/** Midnight US Eastern of a date expression, as an instant. */
const easternMidnight = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${SECURITY_TIME_ZONE})`;

async function latestEvents(db: Database, where?: SQL): Promise<SecurityEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(SECURITY_WINDOWS.listSize);
  return rows.map(presentEvent);
}

/**
 * GET /api/security/dashboard: figures of the last 24 hours and the latest events of any age (the
 * route adds the throttles, which live in no table).
 */
export async function loadDashboard(db: Database): Promise<Omit<SecurityDashboard, 'throttles'>> {
  const inWindow = gte(t.createdAt, summarySince);
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [[summary], failedLogins, metrics, recentEvents, highRiskEvents] = await Promise.all([
    db
      .select({
        totalEvents: count(),
        criticalEvents: sql<number>`count(*) filter (where ${t.riskLevel} = 'CRITICAL')`.mapWith(Number),
        failedLoginCount: sql<number>`count(*) filter (where ${t.eventType} = ${FAILED_LOGIN})`.mapWith(
          Number,
        ),
      })
      .from(t)
      .where(inWindow),
    db
      .select({ ipAddress: sql<string>`${t.ipAddress}`, count: count() })
      .from(t)
      .where(and(eq(t.eventType, FAILED_LOGIN), inWindow, sql`${t.ipAddress} is not null`))
      .groupBy(t.ipAddress)
      .orderBy(desc(count()), t.ipAddress)
      .limit(SECURITY_WINDOWS.failedLoginIps),
    db
      .select({ eventType: t.eventType, riskLevel: t.riskLevel, count: count() })
      .from(t)
      .where(inWindow)
      .groupBy(t.eventType, t.riskLevel)
      .orderBy(desc(count()), t.eventType, t.riskLevel),
    latestEvents(db),
    latestEvents(db, inArray(t.riskLevel, HIGH_RISK)),
  ]);
  return {
    summary: summary ?? { totalEvents: 0, criticalEvents: 0, failedLoginCount: 0 },
    recentEvents,
    failedLogins,
    metrics,
    highRiskEvents,
  };
}

interface DayRow {
  date: string;
  total: number;
  failed: number;
  high_risk: number;
}

/** GET /api/security/stats: the last 14 US Eastern days (empty days included), by type and risk. */
export async function loadStats(db: Database): Promise<SecurityStats> {
  const days = await db.execute<DayRow & Record<string, unknown>>(sql`
    WITH days AS (
      SELECT generate_series(${firstDay}, ${today}, interval '1 day')::date AS day
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           count(${t.id})::int AS total,
           (count(${t.id}) FILTER (WHERE NOT ${t.success}))::int AS failed,
           (count(${t.id}) FILTER (WHERE ${t.riskLevel} IN ('HIGH', 'CRITICAL')))::int AS high_risk
    FROM days
    LEFT JOIN ${t}
      ON ${t.createdAt} >= ${easternMidnight(sql`days.day`)}
     AND ${t.createdAt} < ${easternMidnight(sql`days.day + 1`)}
    GROUP BY days.day
    ORDER BY days.day`);

  const inStatsWindow = gte(t.createdAt, easternMidnight(firstDay));
  const byType = await db
    .select({ eventType: t.eventType, count: count() })
    .from(t)
    .where(inStatsWindow)
    .groupBy(t.eventType)
    .orderBy(desc(count()), t.eventType);
  const byRisk = await db
    .select({ riskLevel: t.riskLevel, count: count() })
    .from(t)
    .where(inStatsWindow)
    .groupBy(t.riskLevel);

  const riskCount = new Map(byRisk.map((r) => [r.riskLevel, r.count]));
  return {
    days: SECURITY_WINDOWS.statsDays,
    eventsByDay: days.rows.map((d) => ({
      date: String(d.date),
      total: Number(d.total),
      failed: Number(d.failed),
      highRisk: Number(d.high_risk),
    })),
    eventsByType: byType,
    // Every level, in order, so a chart keeps its colours and a zero is visible.
    eventsByRisk: RISK_LEVEL_VALUES.map((riskLevel) => ({ riskLevel, count: riskCount.get(riskLevel) ?? 0 })),
  };
}

/** POST /api/security/search: the filters combined with AND, newest first. */
export async function searchEvents(db: Database, f: SecuritySearchFilters): Promise<SecurityEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(t)
    .where(searchWhere(f))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(f.limit);
  return rows.map(presentEvent);
}

/** CRITICAL above HIGH above MEDIUM above LOW, not the alphabet's order. */
const riskRank = sql`case ${t.riskLevel} when 'CRITICAL' then 4 when 'HIGH' then 3 when 'MEDIUM' then 2 when 'LOW' then 1 else 0 end`;

const SORT_COLUMNS: Record<SecurityEventSort, SortColumn> = {
  createdAt: t.createdAt,
  eventType: t.eventType,
  riskLevel: riskRank,
  username: sql`lower(${t.username})`,
  ipAddress: t.ipAddress,
};

/**
 * One sorted page of the matching events and how many match (the table's search). The count stops
 * at COUNT_CAP (decision 0131): a search over every event (500,000 at scale) reads 10,001 index
 * entries instead of all of them, and the answer says the total is a lower bound ("10,000+").
 */
export async function searchEventsPage(
  db: Database,
  f: SecuritySearchFilters,
): Promise<{
  events: SecurityEvent[];
  total: number;
  totalIsLowerBound?: true;
  page: number;
  pageSize: number;
}> {
  const where = searchWhere(f);
  const page = listPage(f, SORT_COLUMNS, { sort: 'createdAt', direction: 'desc' }, t.id);
  const [rows, counted] = await Promise.all([
    db
      .select(eventColumns)
      .from(t)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, t, where, COUNT_CAP),
  ]);
  return {
    events: rows.map(presentEvent),
    total: counted.total,
    ...(counted.more ? { totalIsLowerBound: true as const } : {}),
    page: page.page,
    pageSize: page.pageSize,
  };
}

function searchWhere(f: SecuritySearchFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.eventType) where.push(eq(t.eventType, f.eventType));
  if (f.riskLevel) where.push(eq(t.riskLevel, f.riskLevel));
  if (f.ipAddress) where.push(eq(t.ipAddress, f.ipAddress));
  if (f.userId !== undefined) where.push(eq(t.userId, f.userId));
  if (f.startDate) where.push(gte(t.createdAt, securitySearchInstant(f.startDate)));
  if (f.endDate) where.push(lte(t.createdAt, securitySearchInstant(f.endDate)));
  return and(...where);
}
