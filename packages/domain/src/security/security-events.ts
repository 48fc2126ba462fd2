import { z } from 'zod';

export const RISK_LEVEL_VALUES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const riskLevelSchema = z.enum(RISK_LEVEL_VALUES);
export type RiskLevelValue = z.infer<typeof riskLevelSchema>;

/** Refresh intervals of the Security Dashboard (spec 3 §9). */
export const SECURITY_REFRESH = { dashboardMs: 30_000, statsMs: 60_000 } as const;

/** A security event as the dashboard shows it (spec 3 §3). */
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

/** POST /api/security/search: every filter optional (spec 3 §5). */
export const securitySearchSchema = z.object({
  eventType: z.string().trim().max(64).optional(),
  riskLevel: riskLevelSchema.optional(),
  ipAddress: z.string().trim().max(64).optional(),
  startDate: z.iso.datetime({ offset: true, local: true }).optional(),
  endDate: z.iso.datetime({ offset: true, local: true }).optional(),
  userId: z.coerce.number().int().positive().optional(),
  limit: z.number().int().min(1).max(500).default(100),
});
export type SecuritySearchPayload = z.input<typeof securitySearchSchema>;
export const securitySearchResponseSchema = z.object({ events: z.array(securityEventSchema) });
