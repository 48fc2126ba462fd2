import { z } from 'zod';
import { listPageFields, listQueryShape } from '../lists/list-query';
import { throttleRowSchema } from './throttles';

export const RISK_LEVEL_VALUES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const riskLevelSchema = z.enum(RISK_LEVEL_VALUES);
export type RiskLevelValue = z.infer<typeof riskLevelSchema>;

/** Refresh intervals of the Security Dashboard (docs/product/security-dashboard.md). */
export const SECURITY_REFRESH = { dashboardMs: 30_000, statsMs: 60_000 } as const;

/**
 * What the dashboard covers (ours; the spec does not say): the summary figures, metrics and
 * failed-login IPs count the last 24 hours; the event lists are the latest 50 of any age; the
 * stats cover 14 calendar days.
 */
export const SECURITY_WINDOWS = {
  summaryHours: 24,
  listSize: 50,
  failedLoginIps: 10,
  statsDays: 14,
} as const;

/** The dashboard's clock: times are shown, days counted and zone-less search dates read in US Eastern. */
export const SECURITY_TIME_ZONE = 'America/New_York';

/** A security event as the dashboard shows it (docs/product/security-dashboard.md). */
export const securityEventSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  eventType: z.string(),
  userId: z.number().int().nullable(),
  userRole: z.string().nullable(),
  eventDescription: z.string(),
  ipAddress: z.string().nullable(),
  riskLevel: riskLevelSchema,
  success: z.boolean(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** GET /api/security/dashboard */
export const securityDashboardSchema = z.object({
  summary: z.object({ totalEvents: z.number(), criticalEvents: z.number(), failedLoginCount: z.number() }),
  recentEvents: z.array(securityEventSchema),
  failedLogins: z.array(z.object({ ipAddress: z.string(), count: z.number() })),
  metrics: z.array(z.object({ eventType: z.string(), riskLevel: riskLevelSchema, count: z.number() })),
  highRiskEvents: z.array(securityEventSchema),
  /** The throttles table (security/throttles.ts) with the routes that declare each. */
  throttles: z.array(throttleRowSchema),
});
export type SecurityDashboard = z.infer<typeof securityDashboardSchema>;

/** GET /api/security/stats (its shape is ours: the spec does not show it). */
export const securityStatsSchema = z.object({
  days: z.number().int(),
  eventsByDay: z.array(
    z.object({ date: z.string(), total: z.number(), failed: z.number(), highRisk: z.number() }),
  ),
  eventsByType: z.array(z.object({ eventType: z.string(), count: z.number() })),
  eventsByRisk: z.array(z.object({ riskLevel: riskLevelSchema, count: z.number() })),
});
export type SecurityStats = z.infer<typeof securityStatsSchema>;

export const SECURITY_SEARCH_MESSAGES = {
  riskLevel: 'Risk level must be LOW, MEDIUM, HIGH or CRITICAL.',
  userId: 'User id must be a whole number greater than 0.',
  date: 'Enter a date and time like 2026-03-02T10:04.',
  endBeforeStart: 'The end date must not be before the start date.',
  limit: 'Limit must be a whole number from 1 to 500.',
} as const;

const HAS_OFFSET = /T[\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SECURITY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far US Eastern wall time is ahead of UTC at this instant (negative: -4 h or -5 h). */
function easternOffsetMs(utcMs: number): number {
  const p = Object.fromEntries(easternParts.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a search date names: with 'Z' or an offset as written; without one (what a
 * datetime-local input gives) as US Eastern wall time, the clock the dashboard shows.
 */
export function securitySearchInstant(value: string): Date {
  if (HAS_OFFSET.test(value)) return new Date(value);
  const m = WALL_TIME.exec(value);
  if (!m) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s = '0', ms = '0'] = m;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, +ms.padEnd(3, '0'));
  // Two passes settle the offset on both sides of a daylight-saving change.
  const first = wall - easternOffsetMs(wall);
  return new Date(wall - easternOffsetMs(first));
}

const searchDate = z.iso.datetime({ offset: true, local: true, error: SECURITY_SEARCH_MESSAGES.date });

/** Columns the events table sorts on (server-side, POST /api/security/search { sort }). */
export const SECURITY_EVENT_SORTS = ['createdAt', 'eventType', 'riskLevel', 'username', 'ipAddress'] as const;
export type SecurityEventSort = (typeof SECURITY_EVENT_SORTS)[number];

/**
 * POST /api/security/search: every filter optional (docs/product/security-dashboard.md). The table's
 * sort, direction, page and pageSize are optional too; with any of them the answer adds the total.
 */
export const securitySearchSchema = z
  .object({
    ...listQueryShape(SECURITY_EVENT_SORTS),
    eventType: z.string().trim().max(64).optional(),
    riskLevel: z.enum(RISK_LEVEL_VALUES, { error: SECURITY_SEARCH_MESSAGES.riskLevel }).optional(),
    ipAddress: z.string().trim().max(64).optional(),
    startDate: searchDate.optional(),
    endDate: searchDate.optional(),
    userId: z.coerce
      .number({ error: SECURITY_SEARCH_MESSAGES.userId })
      .int(SECURITY_SEARCH_MESSAGES.userId)
      .positive(SECURITY_SEARCH_MESSAGES.userId)
      .max(2_147_483_647, SECURITY_SEARCH_MESSAGES.userId)
      .optional(),
    limit: z
      .number({ error: SECURITY_SEARCH_MESSAGES.limit })
      .int(SECURITY_SEARCH_MESSAGES.limit)
      .min(1, SECURITY_SEARCH_MESSAGES.limit)
      .max(500, SECURITY_SEARCH_MESSAGES.limit)
      .default(100),
  })
  .refine(
    (f) =>
      !f.startDate ||
      !f.endDate ||
      securitySearchInstant(f.endDate).getTime() >= securitySearchInstant(f.startDate).getTime(),
    {
      message: SECURITY_SEARCH_MESSAGES.endBeforeStart,
      path: ['endDate'],
      // Checked even when another filter is wrong, so a form shows every problem at once.
      when: ({ value }) => {
        const { startDate, endDate } = value as { startDate?: unknown; endDate?: unknown };
        return [startDate, endDate].every((d) => d === undefined || searchDate.safeParse(d).success);
      },
    },
  );
export type SecuritySearchPayload = z.input<typeof securitySearchSchema>;
export type SecuritySearchFilters = z.output<typeof securitySearchSchema>;
export const securitySearchResponseSchema = z.object({
  events: z.array(securityEventSchema),
  /** Only when the caller asked for a sort or a page. */
  ...listPageFields,
});
export type SecuritySearchResponse = z.infer<typeof securitySearchResponseSchema>;
