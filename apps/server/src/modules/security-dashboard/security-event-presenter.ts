import type { SecurityEvent } from '@arrears/domain';
import { securityEvents } from '../../db/schema';

/** The columns a dashboard event needs (never the user agent or details). */
export const eventColumns = {
  id: securityEvents.id,
  createdAt: securityEvents.createdAt,
  eventType: securityEvents.eventType,
  userId: securityEvents.userId,
  userRole: securityEvents.userRole,
  description: securityEvents.description,
  ipAddress: securityEvents.ipAddress,
  riskLevel: securityEvents.riskLevel,
  success: securityEvents.success,
};

export interface EventRow {
  id: number;
  createdAt: Date;
  eventType: string;
  userId: number | null;
  userRole: string | null;
  description: string;
  ipAddress: string | null;
  riskLevel: SecurityEvent['riskLevel'];
  success: boolean;
}

/** A stored event in the shape of docs/product/security-dashboard.md. */
export function presentEvent(row: EventRow): SecurityEvent {
  return {
    id: row.id,
    timestamp: new Date(row.createdAt).toISOString(),
    eventType: row.eventType,
    userId: row.userId,
    userRole: row.userRole,
    eventDescription: row.description,
    ipAddress: row.ipAddress,
    riskLevel: row.riskLevel,
    success: row.success,
  };
}
