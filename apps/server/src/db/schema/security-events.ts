import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const SECURITY_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'login_throttled',
  'logout',
  'session_expired',
  'registration',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number] | (string & {});

export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<SecurityEventType>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the caller claimed (lower-cased), kept even when no such user exists. */
    username: text('username'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    outcome: text('outcome', { enum: ['success', 'failure', 'blocked'] }).notNull(),
    riskLevel: text('risk_level', { enum: ['low', 'medium', 'high'] }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_type_time_idx').on(t.type, t.createdAt),
    index('security_events_username_time_idx').on(t.username, t.createdAt),
    index('security_events_ip_time_idx').on(t.ip, t.createdAt),
    index('security_events_time_idx').on(t.createdAt),
  ],
);

export type SecurityEventRow = typeof securityEvents.$inferSelect;
