import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** What the product records ("Security event", docs/product/security-dashboard.md); the risk rules are in risk-rules.ts. */
export const SECURITY_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'login_throttled',
  'logout',
  'session_expired',
  'registration',
  'access_denied',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number] | (string & {});

export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    eventType: text('event_type').$type<SecurityEventType>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userRole: text('user_role'),
    /** What the caller claimed (lower-cased), kept even when no such user exists. */
    username: text('username'),
    description: text('description').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    riskLevel: text('risk_level').$type<RiskLevel>().notNull(),
    success: boolean('success').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_type_time_idx').on(t.eventType, t.createdAt),
    index('security_events_username_time_idx').on(t.username, t.createdAt),
    index('security_events_ip_time_idx').on(t.ipAddress, t.createdAt),
    index('security_events_risk_time_idx').on(t.riskLevel, t.createdAt),
    index('security_events_time_idx').on(t.createdAt),
    // The search tab's pages, newest first in listPage's order (desc nulls last, id desc): walked
    // instead of sorting every event, with or without a filter (decision 0121).
    index('security_events_newest_idx').on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
